// The bpmn-io properties panel and Camunda's behaviours ship no types: the modules are passed to bpmn-js as they are,
// and the panel's entries are Preact components called with their props.
declare module 'bpmn-js-properties-panel' {
  type ModuleDeclaration = Record<string, unknown>;
  export const BpmnPropertiesPanelModule: ModuleDeclaration;
  export const BpmnPropertiesProviderModule: ModuleDeclaration;
  export const CamundaPlatformPropertiesProviderModule: ModuleDeclaration;
  export function useService<T = unknown>(name: string): T;
}
declare module '@bpmn-io/properties-panel' {
  type EntryProps = {
    element: object;
    id: string;
    label: string;
    description?: string;
    getValue: (element: object) => string | undefined;
    setValue: (value: string) => void;
  };
  export function SelectEntry(props: EntryProps & { getOptions: (element: object) => { value: string; label: string }[] }): unknown;
  export function isSelectEntryEdited(node: HTMLElement): boolean;
  export function isTextFieldEntryEdited(node: HTMLElement): boolean;
  export function useError(id: string): string | undefined;
}
declare module 'camunda-bpmn-js-behaviors/lib/camunda-platform' {
  const behaviors: Record<string, unknown>;
  export default behaviors;
}
declare module 'camunda-bpmn-moddle/resources/camunda.json' {
  const descriptor: object;
  export default descriptor;
}
