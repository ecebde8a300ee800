import { Route, Routes } from 'react-router-dom';
import { PublishedPage } from './PublishedPage';
import { PublishedPagesList } from './PublishedPagesList';

/** `/pages` (the company's published pages) and `/pages/:id` (one, as everyone in the company reads it). */
export default function PublishedPageScreen() {
  return (
    <Routes>
      <Route path="/pages/:id" element={<PublishedPage />} />
      <Route path="*" element={<PublishedPagesList />} />
    </Routes>
  );
}
