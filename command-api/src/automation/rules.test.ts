import { describe, it } from 'vitest';
import { automatedTaskEvents, automatedTaskInput } from '@lawfirm/contracts';
import { catalogDecider } from '../framework/catalog.js';
import { deciderSpec } from '../framework/spec.js';

const spec = deciderSpec(catalogDecider(automatedTaskEvents));
const input = automatedTaskInput.parse({ taskTextEn: 'Prepare appeal memo', taskTextAr: 'إعداد مذكرة الاستئناف', taskType: 'Deadline Trigger', trigger: 'final_ruling', offsetDays: 7 });
const added = { type: 'AutomatedTaskAdded', data: { automatedTaskId: 4, ...input } };

describe('an automated-task rule', () => {
  it('given nothing, when added with a trigger, an offset and the case lawyer, then all of them are recorded', () => {
    spec.given([]).when({ type: 'Add', id: 4, input }).then([added]);
  });

  it('given a rule, when it is given to a named employee and moved before the deadline, then the revision carries just that', () => {
    const revised = automatedTaskInput.parse({ ...input, trigger: 'deadline_opened', offsetDays: -3, assignTo: 'employee', assigneeId: 12 });
    spec.given([added]).when({ type: 'Revise', id: 4, input: revised }).then([
      { type: 'AutomatedTaskRevised', data: { automatedTaskId: 4, trigger: 'deadline_opened', offsetDays: -3, assignTo: 'employee', assigneeId: 12 } },
    ]);
  });

  it('given a rule, when deactivated, then it is its own fact and runs no more', () => {
    spec.given([added]).when({ type: 'Revise', id: 4, input: { ...input, isActive: false } }).then([{ type: 'AutomatedTaskDeactivated', data: { automatedTaskId: 4 } }]);
  });
});
