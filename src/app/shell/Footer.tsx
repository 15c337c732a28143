import { APP_VERSION } from '../../../domain/version';

export function Footer() {
  return (
    <footer className="app-footer">
      <span>Version {APP_VERSION}</span>
      <span>© {new Date().getFullYear()} Franchise Back Office</span>
    </footer>
  );
}
