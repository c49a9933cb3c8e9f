// bpmn-auto-layout ships no types: its one function answers the XML with a diagram laid out for every process.
declare module 'bpmn-auto-layout' {
  export function layoutProcess(xml: string): Promise<string>;
}
