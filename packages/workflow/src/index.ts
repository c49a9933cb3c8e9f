// The BPMN workflow service around bpmn-engine (definitions, instances, tasks, history; state in Postgres).
// The API will import it from here and never bpmn-engine directly. Its content arrives with the workflow issue.
export {};
