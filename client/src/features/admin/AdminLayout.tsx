// The admin's frame: a bar with who is signed in and the way back to the store, the admin's menu, and the
import { Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router-dom";
import { useAppSelector } from "../../app/hooks.ts";
import { ROLE_LABELS, isAdmin } from "./access.ts";

interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

const NAV: NavItem[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/inventory", label: "Inventory" },
  { to: "/admin/brands", label: "Brands" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/discounts", label: "Discount codes", adminOnly: true },
  { to: "/admin/audit-log", label: "Audit log", adminOnly: true },
  { to: "/admin/mail", label: "Mail" },
  { to: "/admin/sms", label: "SMS" },
];

export function AdminLayout() {
  const user = useAppSelector((state) => state.auth.user);
  const admin = user ? isAdmin(user.role) : false;
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-bar">
        <p className="admin-brand">
          <Link to="/admin">Store admin</Link>
        </p>
        {user && (
          <p className="admin-who">
            <span className="admin-who-name">{user.name}</span>{" "}
            <span className="admin-role">{ROLE_LABELS[user.role]}</span>
          </p>
        )}
        <Link className="admin-back" to="/">
          Back to store
        </Link>
      </header>
      <nav className="admin-nav" aria-label="Admin">
        <ul>
          {NAV.filter((item) => admin || !item.adminOnly).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/admin"}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
