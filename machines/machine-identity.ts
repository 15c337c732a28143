/**
 * What a trace records of the machine that made it (issue 20): its id, a
 * version (a hash of its definition, so any change to a state, transition,
 * guard name or delay gives another), and its shape (every state with the
 * events it accepts), so the player can say what changed when a trace of an
 * older machine is loaded into a newer one.
 */
import type { AnyStateMachine } from 'xstate';

/** Each state's id with the event types its own transitions take, sorted. */
export type MachineShape = Record<string, string[]>;

export interface MachineIdentity {
  id: string;
  version: string;
  shape: MachineShape;
}

interface ShapeNode {
  id: string;
  ownEvents: readonly string[];
  states: Record<string, ShapeNode>;
}

function nodesOf(node: ShapeNode): ShapeNode[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

/** Every state id of the machine, the root first, in document order. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return nodesOf(machine.root as unknown as ShapeNode).map((n) => n.id);
}

export function machineShape(machine: AnyStateMachine): MachineShape {
  const shape: MachineShape = {};
  for (const node of nodesOf(machine.root as unknown as ShapeNode)) shape[node.id] = [...new Set(node.ownEvents)].sort();
  return shape;
}

/** FNV-1a, 64 bits as two 32-bit halves: the same in the browser and in Node, without async crypto. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 7), 0x0100019d) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

const identities = new WeakMap<AnyStateMachine, MachineIdentity>();

/**
 * The machine's identity, computed once per machine object. `.provide()`
 * copies (a view's effects) have the definition of the machine they come
 * from, hence its version.
 */
export function machineIdentity(machine: AnyStateMachine): MachineIdentity {
  let identity = identities.get(machine);
  if (!identity) {
    identity = { id: machine.id, version: hash(JSON.stringify(machine.toJSON())), shape: machineShape(machine) };
    identities.set(machine, identity);
  }
  return identity;
}

/** What differs from the recorded shape to the current one, in words a QA engineer can act on. */
export function shapeChanges(recorded: MachineShape, current: MachineShape): string[] {
  const changes: string[] = [];
  for (const id of Object.keys(recorded)) if (!(id in current)) changes.push(`state ${id} no longer exists`);
  for (const id of Object.keys(current)) if (!(id in recorded)) changes.push(`state ${id} is new`);
  for (const [id, events] of Object.entries(recorded)) {
    const now = current[id];
    if (!now) continue;
    const gone = events.filter((e) => !now.includes(e));
    const added = now.filter((e) => !events.includes(e));
    if (gone.length) changes.push(`${id} no longer takes ${gone.join(', ')}`);
    if (added.length) changes.push(`${id} now also takes ${added.join(', ')}`);
  }
  return changes;
}
