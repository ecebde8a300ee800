import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FieldError } from './FieldError';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';

describe('FieldError', () => {
  afterEach(cleanup);

  it('announces the problem in small dark red under the id the input describes itself by', async () => {
    const view = render(
      <>
        <input aria-label="Quantity, line 1" aria-invalid aria-describedby="f-lines.0.quantity-error" />
        <FieldError id="f-lines.0.quantity-error" maxWidth={180}>
          Quantity must be more than 0
        </FieldError>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveProperty('id', 'f-lines.0.quantity-error');
    expect(alert.textContent).toBe('Quantity must be more than 0');
    expect(screen.getByRole('textbox', { name: 'Quantity, line 1' }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(alert.style.color).toBe('#ac2f33');
    expect(alert.style.maxWidth).toBe('180px');
    expect(alert.className).toContain('text-small');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('renders nothing while there is no problem', () => {
    const view = render(
      <>
        <FieldError id="a-error" />
        <FieldError id="b-error">{''}</FieldError>
        <FieldError id="c-error">{undefined}</FieldError>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.container.innerHTML).toBe('');
  });
});
