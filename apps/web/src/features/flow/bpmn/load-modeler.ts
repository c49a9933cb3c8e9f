// The bpmn-js modeler, its own chunk (import() it).
import './bpmn-styles.ts';
export { default as Modeler } from 'bpmn-js/lib/Modeler';
