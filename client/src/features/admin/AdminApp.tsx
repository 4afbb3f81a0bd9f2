// The merchant's admin at /admin: its own layout and routes, in a chunk the storefront never loads. A guest is
// sent to sign in and brought back; a customer is refused; staff and admins get the admin.
// The areas are one chunk with the shell, not a chunk each: split, they share the shell's modules, and the
// bundler then needs a namespace helper in the runtime that every storefront page loads (+60 B gzip on the
// home page) to save a merchant about 15 KB once.
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useEffect, type ReactNode } from "react";
import { Link, Navigate, useLocation, useRoutes } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { useMeQuery } from "../auth/index.ts";
import { userUpdated } from "../../lib/auth-slice.ts";
import { AdminLayout } from "./AdminLayout.tsx";
import AuditLogPage from "./audit/AuditLogPage.tsx";
import MailViewerPage from "./mail/MailViewerPage.tsx";
import SmsLogPage from "./sms/SmsLogPage.tsx";
import BrandsPage from "./catalogue/BrandsPage.tsx";
import CategoriesPage from "./catalogue/CategoriesPage.tsx";
import CustomerDetailPage from "./customers/CustomerDetailPage.tsx";
import CustomersPage from "./customers/CustomersPage.tsx";
import ReviewsPage from "./reviews/ReviewsPage.tsx";
import DashboardPage from "./dashboard/DashboardPage.tsx";
import DiscountsPage from "./discounts/DiscountsPage.tsx";
import { EditDiscountPage, NewDiscountPage } from "./discounts/DiscountFormPage.tsx";
import InventoryPage from "./inventory/InventoryPage.tsx";
import StockHistoryPage from "./inventory/StockHistoryPage.tsx";
import OrderDetailPage from "./orders/OrderDetailPage.tsx";
import OrdersPage from "./orders/OrdersPage.tsx";
import { EditProductPage, NewProductPage } from "./products/ProductEditorPage.tsx";
import ProductsPage from "./products/ProductsPage.tsx";
import { canOpenAdmin, isAdmin } from "./access.ts";
import "./admin.css";

/** What a signed-in customer sees: a clear no, and the way back. */
export function AdminRefused() {
  return (
    <main id="main" className="admin-refused">
      <h1>You don&apos;t have access to the admin</h1>
      <p>The admin is for the shop&apos;s staff. Your account is a customer account.</p>
      <p>
        <Link className="button primary" to="/">
          Back to store
        </Link>
      </p>
    </main>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const role = useAppSelector((state) => state.auth.user?.role);
  if (role && isAdmin(role)) return children;
  return (
    <section aria-labelledby="admin-only-title">
      <h1 id="admin-only-title">For admins only</h1>
      <p>Your staff account cannot open this page.</p>
    </section>
  );
}

function AdminNotFound() {
  return (
    <section aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title">Page not found</h1>
      <p>
        <Link to="/admin">Go to the dashboard</Link>
      </p>
    </section>
  );
}

function AdminRoutes() {
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: "orders", element: <OrdersPage /> },
        { path: "orders/:orderNumber", element: <OrderDetailPage /> },
        { path: "inventory", element: <InventoryPage /> },
        { path: "inventory/:variantId", element: <StockHistoryPage /> },
        { path: "products", element: <ProductsPage /> },
        { path: "products/new", element: <NewProductPage /> },
        { path: "products/:id", element: <EditProductPage /> },
        { path: "brands", element: <BrandsPage /> },
        { path: "categories", element: <CategoriesPage /> },
        { path: "customers", element: <CustomersPage /> },
        { path: "customers/:id", element: <CustomerDetailPage /> },
        { path: "reviews", element: <ReviewsPage /> },
        {
          path: "audit-log",
          element: (
            <AdminOnly>
              <AuditLogPage />
            </AdminOnly>
          ),
        },
        { path: "mail", element: <MailViewerPage /> },
        { path: "sms", element: <SmsLogPage /> },
        ...[
          { path: "discounts", element: <DiscountsPage /> },
          { path: "discounts/new", element: <NewDiscountPage /> },
          { path: "discounts/:id", element: <EditDiscountPage /> },
        ].map((route) => ({ ...route, element: <AdminOnly>{route.element}</AdminOnly> })),
        { path: "*", element: <AdminNotFound /> },
      ],
    },
  ]);
}

export default function AdminApp() {
  const token = useAppSelector((state) => state.auth.token);
  const user = useAppSelector((state) => state.auth.user);
  const location = useLocation();
  const dispatch = useAppDispatch();
  // The stored user says who signed in; /auth/me confirms it (a 401 signs out, the base query's rule) and
  // brings a role changed since the sign-in, so a demoted account loses the admin at once.
  const me = useMeQuery(undefined, { skip: !token });
  const confirmed = me.data?.user;
  useEffect(() => {
    if (confirmed) dispatch(userUpdated(confirmed));
  }, [confirmed, dispatch]);
  if (!token || !user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return (
    <>
      <PageMeta title="Admin" noindex />
      {canOpenAdmin(user.role) ? <AdminRoutes /> : <AdminRefused />}
    </>
  );
}
