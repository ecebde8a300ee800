import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonGroup, type IconName } from '@blueprintjs/core';
import { SlotRegistry, type RecordSlotProps } from './Slots';
import { useService } from './useService';

/**
 * The actions other areas contribute to a record (`WebPlugin.recordActions` for this kind), as
 * buttons, only those the signed-in user is entitled to. Nothing when there are none.
 */
export const RecordActions = observer(function RecordActions(target: RecordSlotProps) {
  const slots = useService(SlotRegistry);
  const navigate = useNavigate();
  const actions = slots.recordActions(target.kind);
  if (actions.length === 0) return null;
  return (
    <ButtonGroup variant="minimal" aria-label="Record actions">
      {actions.map((action) => (
        <Button
          key={`${action.pluginId}.${action.id}`}
          icon={action.icon as IconName | undefined}
          text={action.title}
          onClick={async () => action.run(target, { container: await slots.containerOf(action.pluginId), navigate })}
        />
      ))}
    </ButtonGroup>
  );
});
