import { lazy, Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { Classes, Spinner } from '@blueprintjs/core';

const ChaList = lazy(() => import('./ChaList'));
const ScorecardsScreen = lazy(() => import('./ScorecardsScreen'));
const ChaDetails = lazy(() => import('./ChaDetails'));

const SECTIONS = [
  { to: '/chas', title: 'Directory', end: true },
  { to: '/chas/scorecards', title: 'Scorecards' },
];

/** `/chas/…`: the directory of customs house agents, their scorecards, and one agent's details. */
export default function ChaScreens() {
  return (
    <div>
      <nav aria-label="Customs house agents sections" style={{ display: 'flex', gap: 4, borderBottom: '1px solid #d3d8de', marginBottom: 8 }}>
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}${isActive ? ` ${Classes.ACTIVE}` : ''}`}>
            {s.title}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
        <Routes>
          <Route path="/chas/scorecards" element={<ScorecardsScreen />} />
          <Route path="/chas/:id" element={<ChaDetails />} />
          <Route path="*" element={<ChaList />} />
        </Routes>
      </Suspense>
    </div>
  );
}
