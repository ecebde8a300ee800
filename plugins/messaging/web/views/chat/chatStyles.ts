import { Colors } from '@blueprintjs/core';
import type { CSSProperties } from 'react';

/** Secondary text in the chat (names of companies, times, "edited", "Seen by"): dark enough on the tinted bubbles and the chosen chat's background (WCAG AA). */
export const META: CSSProperties = { color: Colors.DARK_GRAY5 };

/** Read by screen readers, not shown ("3 unread" beside a badge that shows "3"). */
export const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
