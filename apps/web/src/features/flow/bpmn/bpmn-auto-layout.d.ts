// bpmn-auto-layout ships no types: its one function answers the XML with a diagram laid out for its first process
// (and that process's sub-processes, collapsed, each on a plane of its own).
declare module 'bpmn-auto-layout' {
  export function layoutProcess(xml: string): Promise<string>;
}
