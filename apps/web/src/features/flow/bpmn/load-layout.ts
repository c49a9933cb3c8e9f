// Gives a diagram to BPMN that has none (written by a tool without a modeler, or by hand): bpmn-js draws only
// what the file's diagram section places. Its own chunk, loaded only for such files.
export { layoutProcess } from 'bpmn-auto-layout';
