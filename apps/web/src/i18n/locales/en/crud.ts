// English strings of the generic CRUD list and form, and of the list itself (its selection and pages).
import type { Messages } from '../zh/index.ts';

export const crud: Pick<Messages, 'crud' | 'list'> = {
  crud: {
    add: 'Add', edit: 'Edit', view: 'View', delete: 'Delete', save: 'Save', search: 'Search', reset: 'Clear', all: 'All', actions: 'Actions',
    createTimeFrom: 'Created from', createTimeTo: 'Created until',
    confirmDelete: 'Delete the selected data?', deleteCancelled: 'Delete cancelled', selectOne: 'Please select at least one row',
    added: 'Added', updated: 'Updated', deleted: 'Deleted', done: 'Done!',
    required: 'Please enter {{label}}', requiredSelect: 'Please choose {{label}}', invalid: 'Invalid value',
    tooLong: 'At most {{max}} characters', tooShort: 'At least {{min}} characters', tooLarge: 'At most {{max}}', tooSmall: 'At least {{min}}',
    addChild: 'Add child', chooseDate: 'Choose date', expand: 'Expand', collapse: 'Collapse', expandAll: 'Expand all', collapseAll: 'Collapse all',
    empty: 'Nothing here yet', emptyHint: 'There are no records to show yet', emptyAddHint: 'Start here with the first record', addFirst: 'Add the first one',
    emptySearch: 'Nothing matches', emptySearchHint: 'Try other conditions, or clear them to see everything',
    yes: 'Yes', no: 'No',
  },
  list: {
    selection: 'Selection', selectAll: 'Select all rows', selectRow: 'Select row', selected: '{{count}} selected', loading: 'Loading',
    rowsPerPage: 'Rows per page:', displayedRows: '{{from}}–{{to}} of {{count}}',
    firstPage: 'Go to first page', previousPage: 'Go to previous page', nextPage: 'Go to next page', lastPage: 'Go to last page',
  },
};
