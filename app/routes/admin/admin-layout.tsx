import { Outlet } from "react-router";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";

/** Every admin screen inside the admin frame (its code loads with the first admin page only). */
export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
