/**
 * Runs a document's process on bpmn-engine (a real BPMN 2.0 engine,
 * definitions in the database, the engine state saved after every step).
 *
 * A process is a chain of user tasks (one per approval node). After each task
 * an exclusive gateway routes to the next task, back to any earlier task
 * (reject to a chosen node), to `end` (approved) or to `stopped` (terminated,
 * recalled, rejected to the applicant). Which flow is taken is decided by the
 * action: the gateway's conditions call the `goes` service with their target,
 * and the service answers true for the one target the action chose. Services
 * are not part of the saved state, so they are passed again on recover.
 */
import type { Engine } from 'bpmn-engine';

/** A node of a process definition. */
export interface ProcessNode {
  activityId: string;
  activityName: string;
}

/** Where the process stands after a step: the waiting user task, or none when it ended. */
export interface ProcessStep {
  state: unknown;
  activeId: string | null;
}

/** End events: approved, and stopped (terminated, recalled or rejected to the applicant). */
export const END_APPROVED = 'end';
export const END_STOPPED = 'stopped';

const ID = /^[A-Za-z_][\w-]{0,63}$/;
const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The BPMN XML of a chain of nodes (ids must be XML names; names are escaped). */
export function buildBpmnXml(processKey: string, nodes: readonly ProcessNode[]): string {
  if (!ID.test(processKey) || nodes.length === 0 || nodes.some((n) => !ID.test(n.activityId) || n.activityId === END_APPROVED || n.activityId === END_STOPPED)) {
    throw new Error(`bpmn: bad process ${processKey}`);
  }
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://eps.example/workflow">',
    `<process id="${processKey}" isExecutable="true">`,
    '<startEvent id="start"/>',
    `<endEvent id="${END_APPROVED}"/><endEvent id="${END_STOPPED}"/>`,
    `<sequenceFlow id="f_start" sourceRef="start" targetRef="${nodes[0]!.activityId}"/>`,
  ];
  nodes.forEach((node, i) => {
    const id = node.activityId;
    parts.push(`<userTask id="${id}" name="${escapeXml(node.activityName)}"/>`, `<exclusiveGateway id="gw_${id}"/>`);
    parts.push(`<sequenceFlow id="f_${id}" sourceRef="${id}" targetRef="gw_${id}"/>`);
    const targets = [...nodes.slice(0, i).map((n) => n.activityId), nodes[i + 1]?.activityId ?? END_APPROVED, END_STOPPED];
    for (const target of targets) {
      parts.push(
        `<sequenceFlow id="f_${id}_to_${target}" sourceRef="gw_${id}" targetRef="${target}">`,
        `<conditionExpression xsi:type="tFormalExpression">\${environment.services.goes("${target}")}</conditionExpression>`,
        '</sequenceFlow>',
      );
    }
  });
  parts.push('</process>', '</definitions>');
  return parts.join('');
}

interface Waiting {
  getPostponed(): { id: string; type: string }[];
  signal(message: { id: string }): void;
}

const activeTask = (execution: Waiting): string | null =>
  execution.getPostponed().find((element) => element.type === 'bpmn:UserTask')?.id ?? null;

/** A router whose `goes(target)` is true for one target only (the gateway conditions call it). */
/** The engine's package (~0.1 s to load), loaded when a process first starts or moves rather than at every server start. */
const loadEngine = async (): Promise<typeof Engine> => (await import('bpmn-engine')).Engine;

function router(): { services: { goes: (target: string) => boolean }; choose: (target: string) => void } {
  let chosen = '';
  return { services: { goes: (target: string) => target === chosen }, choose: (target) => void (chosen = target) };
}

/** Stops a waiting engine (its state is saved); stop() on an engine that already completed never resolves, so it is skipped. */
async function settle(engine: Engine): Promise<void> {
  if (engine.state === 'running') await engine.stop();
}

/** Starts a process: it waits at the first node. */
export async function startProcess(processKey: string, bpmnXml: string): Promise<ProcessStep> {
  const route = router();
  const engine = new (await loadEngine())({ name: processKey, source: bpmnXml, services: route.services });
  const execution = (await engine.execute({ services: route.services })) as unknown as Waiting;
  const step: ProcessStep = { state: await engine.getState(), activeId: activeTask(execution) };
  await settle(engine);
  return step;
}

/**
 * Recovers the saved state, completes the waiting task `from` and takes the
 * gateway flow to `to` (a node id, END_APPROVED or END_STOPPED).
 */
export async function advanceProcess(processKey: string, state: unknown, from: string, to: string): Promise<ProcessStep> {
  const route = router();
  const engine = new (await loadEngine())({ name: processKey });
  // Services are not saved with the state: recover takes them again.
  engine.recover(state, { services: route.services });
  const execution = (await engine.resume({ services: route.services })) as unknown as Waiting;
  if (activeTask(execution) !== from) throw new Error(`bpmn: ${processKey} waits at ${activeTask(execution) ?? 'nothing'}, not ${from}`);
  route.choose(to);
  execution.signal({ id: from });
  const step: ProcessStep = { state: await engine.getState(), activeId: activeTask(execution) };
  await settle(engine);
  return step;
}
