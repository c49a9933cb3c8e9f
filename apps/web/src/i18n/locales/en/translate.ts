// English strings of the translation platform.
import type { Messages } from '../zh/index.ts';

export const translate: Pick<Messages, 'tr'> = {
  tr: {
    front: {
      search: 'Type a Chinese or English term', exact: 'Exact match', noMatch: 'No matching entry', score: 'Match {{score}}%',
      backstage: 'Backstage', messages: 'Message board', home: 'Home', sort: 'Browse by classification', chinese: 'Chinese', english: 'English',
      pickHint: 'Type, then pick a suggestion to see the entry',
    },
    message: {
      title: 'Message board', add: 'Leave a message', placeholder: 'Your message (at most 200 characters)', submit: 'Post', empty: 'Please enter some content',
      tooLong: 'At most 200 characters', posted: 'Message posted', reply: 'Reply', replyTitle: 'Reply to the message', replied: 'Reply posted',
      remove: 'Delete', confirmRemove: 'Delete it?', total: '{{total}} in all', manager: 'Reply',
    },
    sort: { title: 'Browse by classification', all: 'All classifications', entries: 'Entries', total: '{{total}} entries' },
    tab: { entry: 'Entries', classification: 'Classifications', label: 'Labels', file: 'Files', message: 'Messages', site: 'Site settings' },
    entry: {
      chinese: 'Chinese', english: 'English', classification: 'Classification', labels: 'Labels', remark: 'Remark', allClasses: 'All classifications',
      import: 'Import', export: 'Export', formatXlsx: 'Excel workbook (.xlsx)', formatCsv: 'CSV text (.csv)', tree: 'Classifications',
    },
    tree: { name: 'Name', parent: 'Parent', sort: 'Sort', remark: 'Remark' },
    file: {
      upload: 'Upload file', name: 'File name', size: 'Size', type: 'Type', time: 'Uploaded', download: 'Download', uploaded: 'Done',
      search: 'File name',
    },
    import: {
      title: 'Import entries', choose: 'Choose a file (.csv / .xlsx)', hint: 'Columns: chinese, english, classification (by name), labels, remark; first row is the header',
      preview: 'Preview', encoding: '(read as {{encoding}})', commit: 'Import', total: '{{total}} rows: {{insertable}} new, {{conflicts}} conflicts, {{errors}} errors',
      errors: 'Rows with errors', conflicts: 'Conflicts (same Chinese in the same classification)', row: 'Row', reason: 'Reason', existing: 'Current English', incoming: 'Imported English',
      progress: '{{done}} rows done', progressOf: '{{done}} / {{total}} rows done',
      skip: 'Skip conflicts', overwrite: 'Overwrite conflicts', result: 'Imported: {{inserted}} new, {{overwritten}} overwritten, {{skipped}} skipped, {{errors}} errors',
    },
    image: {
      title: 'Change images', slot1: 'Backstage entry icon', slot2: 'Back-to-home icon', slot3: 'Main image / logo', slot4: 'Message board icon',
      replace: 'Upload', remove: 'Delete', empty: 'Not set', confirmUpload: 'Upload this image?', confirmRemove: 'Delete it?', done: 'Done',
    },
    site: {
      title: 'Site name', webName: 'Site name', backName: 'Backstage name', webNameRequired: 'Enter the site name',
      backNameRequired: 'Enter the backstage name', tooLong: 'At most 100 characters',
      updated: 'Updated!', failed: 'Update failed: {{message}}', save: 'Save',
    },
  },
};
