// The bpmn-js modeler with its properties panel (Camunda's moddle and provider, the attributes the engine reads,
// plus our own choices of users and roles), its own chunk (import() it).
import './bpmn-styles.ts';
import '@bpmn-io/properties-panel/dist/assets/properties-panel.css';
import Modeler from 'bpmn-js/lib/Modeler';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, CamundaPlatformPropertiesProviderModule } from 'bpmn-js-properties-panel';
import CamundaBehaviorsModule from 'camunda-bpmn-js-behaviors/lib/camunda-platform';
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
import { BladePropertiesModule, type Directory } from './blade-properties.ts';
import { ModelerTranslateModule } from './modeler-translate.ts';

export function createModeler(container: HTMLElement, panel: HTMLElement, directory: Directory): Modeler {
  return new Modeler({
    container,
    propertiesPanel: { parent: panel },
    additionalModules: [
      BpmnPropertiesPanelModule,
      BpmnPropertiesProviderModule,
      CamundaPlatformPropertiesProviderModule,
      CamundaBehaviorsModule,
      BladePropertiesModule,
      ModelerTranslateModule,
    ],
    moddleExtensions: { camunda: camundaModdle },
    bladeDirectory: directory,
  });
}
