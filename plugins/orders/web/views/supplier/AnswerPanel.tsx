import { useRef, useState } from 'react';
import { Button, Callout, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FormField, useForm, type ApiResult } from '@portolan/sdk';
import type { AcknowledgementAnswer, AcknowledgementView } from '../../../shared/types';
import { CellField } from './CellField';
import { lineFieldName, proposalChanges, proposalInitial, proposalProblems } from './proposalChanges';
import { RejectOrderDialog } from './RejectOrderDialog';
import { renameErrorField } from './renameErrorField';

type Action = 'ACKNOWLEDGE' | 'PROPOSE';

export interface AnswerPanelProps {
  view: AcknowledgementView;
  /** Sends the answer; the page shows the order the server answers. */
  onAnswer: (answer: AcknowledgementAnswer) => Promise<ApiResult<unknown>>;
}

/**
 * The supplier's answer to an ISSUED order: its name, then "Acknowledge order", "Propose changes" (per
 * line: cargo ready, required delivery, quantity, unit price and a comment; only the changed values are
 * sent) or "Reject order" (with a reason). The server's 400 shows beside the field it names.
 */
export function AnswerPanel({ view, onAnswer }: AnswerPanelProps) {
  const [proposing, setProposing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const action = useRef<Action>('ACKNOWLEDGE');
  const form = useForm<Record<string, string>>({
    initial: { name: '', ...proposalInitial(view.lines) },
    validate: (v) => {
      const name = v.name.trim() ? (v.name.length > 200 ? 'At most 200 characters' : undefined) : 'Enter your name';
      if (action.current !== 'PROPOSE') return { name };
      const problems = proposalProblems(view.lines, v);
      const none = proposalChanges(view.lines, v).changes.length === 0;
      return { name, ...problems, ...(none && !Object.values(problems).some(Boolean) ? { [lineFieldName(0, 'cargoReadyDate')]: 'Change at least one value' } : {}) };
    },
    submit: async (v) => {
      const name = v.name.trim();
      if (action.current === 'ACKNOWLEDGE') return onAnswer({ action: 'ACKNOWLEDGE', name });
      const { changes, fields } = proposalChanges(view.lines, v);
      const result = await onAnswer({ action: 'PROPOSE', name, changes });
      return renameErrorField(result, (field) => {
        const m = /^changes\.(\d+)(?:\.(\w+))?/.exec(field);
        if (!m || !fields[Number(m[1])]) return undefined;
        return m[2] === 'comment' ? fields[Number(m[1])].replace(/-\w+$/, '-comment') : fields[Number(m[1])];
      });
    },
  });
  const run = (next: Action) => {
    action.current = next;
    void form.onSubmit();
  };
  const changed = proposalChanges(view.lines, form.values).changes.length;

  return (
    <section aria-labelledby="ack-answer-title" style={{ marginTop: 24 }}>
      <h2 id="ack-answer-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        Your answer
      </h2>
      <form
        aria-label="Your answer"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (proposing) run('PROPOSE');
        }}
      >
        <div style={{ maxWidth: 360 }}>
          <FormField form={form} name="name" label="Your name" required help="Recorded with your answer">
            <InputGroup {...form.input('name')} autoComplete="name" maxLength={200} />
          </FormField>
        </div>
        {proposing && (
          <>
            <p>Change the values that do not work for you; only what you change is sent. A comment explains the change of its line.</p>
            <div style={{ overflowX: 'auto' }}>
              <HTMLTable compact aria-label="Proposed line changes" style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Cargo ready</th>
                    <th scope="col">Required delivery</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Unit price ({view.currency})</th>
                    <th scope="col">Comment</th>
                  </tr>
                </thead>
                <tbody>
                  {view.lines.map((line, i) => (
                    <tr key={line._id}>
                      <td>{line.lineNo}</td>
                      <td>{line.sku}</td>
                      <td>
                        <CellField form={form} name={lineFieldName(i, 'cargoReadyDate')} type="date" label={`Cargo ready, line ${line.lineNo}`} width={140} />
                      </td>
                      <td>
                        <CellField form={form} name={lineFieldName(i, 'requiredDeliveryDate')} type="date" label={`Required delivery, line ${line.lineNo}`} width={140} />
                      </td>
                      <td>
                        <CellField form={form} name={lineFieldName(i, 'quantity')} numeric label={`Quantity, line ${line.lineNo}`} width={90} />
                      </td>
                      <td>
                        <CellField form={form} name={lineFieldName(i, 'unitPrice')} numeric label={`Unit price, line ${line.lineNo}`} width={100} />
                      </td>
                      <td>
                        <CellField form={form} name={lineFieldName(i, 'comment')} label={`Comment, line ${line.lineNo}`} width={200} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        )}
        {form.formError && (
          <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
            {form.formError.message}
          </Callout>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
          {proposing ? (
            <>
              <Button type="submit" intent="primary" icon="send-message" text="Send proposal" loading={form.submitting} />
              <Button
                text="Cancel changes"
                onClick={() => {
                  setProposing(false);
                  form.reset({ name: form.values.name, ...proposalInitial(view.lines) });
                }}
              />
            </>
          ) : (
            <>
              <Button intent="success" icon="tick" text="Acknowledge order" loading={form.submitting} onClick={() => run('ACKNOWLEDGE')} />
              <Button icon="edit" text="Propose changes" onClick={() => setProposing(true)} />
              <Button intent="danger" variant="outlined" icon="cross" text="Reject order" onClick={() => setRejecting(true)} />
            </>
          )}
          {proposing && (
            <span role="status" style={{ alignSelf: 'center', color: '#5F6B7C' }}>
              {changed === 0 ? 'Nothing changed yet' : `${changed} ${changed === 1 ? 'change' : 'changes'} to send`}
            </span>
          )}
        </div>
      </form>
      {rejecting && (
        <RejectOrderDialog
          name={form.values.name}
          onClose={() => setRejecting(false)}
          onReject={(v) => onAnswer({ action: 'REJECT', ...v })}
        />
      )}
    </section>
  );
}
