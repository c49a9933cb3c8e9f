// bpmn-moddle types its BPMN elements (bpmn-moddle/types) but not the class that reads and writes the XML: what the
// layout uses of it.
declare module 'bpmn-moddle' {
  /** A BPMN element as moddle reads it: its properties by name, many-valued ones as arrays it creates on first get. */
  export type ModdleElement = {
    $type: string;
    $instanceOf(type: string): boolean;
    get(name: string): unknown;
  };
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
