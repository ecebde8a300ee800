import { Tag } from '@blueprintjs/core';

/** How late a line or an order is: "Late 5 d" in red, "On time" otherwise (nothing for a record not yet running). */
export function DelayBadge({ late, delayDays, quiet }: { late: boolean; delayDays: number; quiet?: boolean }) {
  if (late && delayDays > 0) {
    return (
      <Tag intent="danger" minimal title={`${delayDays} day${delayDays === 1 ? '' : 's'} late`}>
        Late {delayDays} d
      </Tag>
    );
  }
  return quiet ? null : (
    <Tag intent="success" minimal>
      On time
    </Tag>
  );
}
