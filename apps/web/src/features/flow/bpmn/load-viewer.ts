// The bpmn-js viewer, its own chunk (import() it).
import './bpmn-styles.ts';
export { default as Viewer } from 'bpmn-js/lib/NavigatedViewer';
