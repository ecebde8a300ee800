import { Navigate, Route, Routes } from 'react-router-dom';
import { NewPage } from './NewPage';
import { PageEditor } from './PageEditor';

/** `/composer/pages/new` (makes an "Untitled" page and opens it) and `/composer/pages/:id` (the page composer). */
export default function PageComposerScreen() {
  return (
    <Routes>
      <Route path="/composer/pages/new" element={<NewPage />} />
      <Route path="/composer/pages/:id" element={<PageEditor />} />
      <Route path="*" element={<Navigate to="/composer" replace />} />
    </Routes>
  );
}
