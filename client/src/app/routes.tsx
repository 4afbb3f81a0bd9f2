// Every screen is its own lazily loaded chunk, so the first page loads only what it shows. Declarative routes
// (useRoutes under a BrowserRouter): the store uses no loaders or actions, and the data router's code would
// add 16 KB gzip to every first load.
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./AppLayout.tsx";
// The landing screen is part of the first load, not a chunk of its own: its hero and product grid paint with
// the first render instead of a chunk's round trip and a second render later (LCP), and a visitor who lands
// there needs its 2 KB anyway.
import HomePage from "../features/home/HomePage.tsx";

const LoginPage = lazy(() => import("../features/auth/LoginPage.tsx"));
const RegisterPage = lazy(() => import("../features/auth/RegisterPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../features/auth/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage.tsx"));
const AuthCallbackPage = lazy(() => import("../features/auth/AuthCallbackPage.tsx"));
const GoogleCallbackPage = lazy(() => import("../features/auth/GoogleCallbackPage.tsx"));
/** The code of the screen whose data route-data.ts fetches beside it, so both can start at once. */
export const loadProductPage = () => import("../features/product/ProductPage.tsx");
const NotFoundPage = lazy(() => import("../features/layout/NotFoundPage.tsx"));
const ListingPage = lazy(() => import("../features/catalog/ListingPage.tsx"));
const WishlistPage = lazy(() => import("../features/wishlist/WishlistPage.tsx"));
const OrdersPage = lazy(() => import("../features/orders/OrdersPage.tsx"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage.tsx"));
const CustomerInfoPage = lazy(() => import("../features/checkout/CustomerInfoPage.tsx"));
const ShippingPaymentsPage = lazy(() => import("../features/checkout/ShippingPaymentsPage.tsx"));
const ConfirmationPage = lazy(() => import("../features/checkout/ConfirmationPage.tsx"));
const SuccessPage = lazy(() => import("../features/checkout/SuccessPage.tsx"));
const EsewaSuccessPage = lazy(() =>
  import("../features/checkout/EsewaReturnPages.tsx").then((m) => ({ default: m.EsewaSuccessPage })),
);
const KhaltiSuccessPage = lazy(() =>
  import("../features/checkout/KhaltiReturnPages.tsx").then((m) => ({ default: m.KhaltiSuccessPage })),
);
const KhaltiFailurePage = lazy(() =>
  import("../features/checkout/KhaltiReturnPages.tsx").then((m) => ({ default: m.KhaltiFailurePage })),
);
const EsewaFailurePage = lazy(() =>
  import("../features/checkout/EsewaReturnPages.tsx").then((m) => ({ default: m.EsewaFailurePage })),
);
const CartPage = lazy(() => import("../features/cart/CartPage.tsx"));
const ProductPage = lazy(loadProductPage);
const TrackOrderPage = lazy(() => import("../features/tracking/TrackOrderPage.tsx"));
const DealsPage = lazy(() =>
  import("../features/pages/StaticPages.tsx").then((m) => ({ default: m.DealsPage })),
);
const OffersPage = lazy(() =>
  import("../features/pages/StaticPages.tsx").then((m) => ({ default: m.OffersPage })),
);
const CheckoutPage = lazy(() =>
  import("../features/pages/StaticPages.tsx").then((m) => ({ default: m.CheckoutPage })),
);
const VendorPage = lazy(() =>
  import("../features/pages/StaticPages.tsx").then((m) => ({ default: m.VendorPage })),
);
// The merchant's admin: one chunk of its own with its own layout and nested routes, loaded only on /admin.
const AdminApp = lazy(() => import("../features/admin/AdminApp.tsx"));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/auth/google/callback", element: <GoogleCallbackPage /> },
      { path: "/products", element: <ListingPage /> },
      { path: "/category/:category", element: <ListingPage /> },
      { path: "/product/:category/:slug", element: <ProductPage /> },
      { path: "/cart", element: <CartPage /> },
      { path: "/wishlist", element: <WishlistPage /> },
      { path: "/checkout", element: <CheckoutPage /> },
      { path: "/checkout/customer-info", element: <CustomerInfoPage /> },
      { path: "/checkout/shipping-payments", element: <ShippingPaymentsPage /> },
      { path: "/checkout/confirmation", element: <ConfirmationPage /> },
      { path: "/checkout/success", element: <SuccessPage /> },
      { path: "/checkout/esewa/success", element: <EsewaSuccessPage /> },
      { path: "/checkout/esewa/failure", element: <EsewaFailurePage /> },
      { path: "/checkout/khalti/success", element: <KhaltiSuccessPage /> },
      { path: "/checkout/khalti/failure", element: <KhaltiFailurePage /> },
      { path: "/profile", element: <ProfilePage /> },
      { path: "/orders", element: <OrdersPage /> },
      { path: "/track-order", element: <TrackOrderPage /> },
      { path: "/deals", element: <DealsPage /> },
      { path: "/offers", element: <OffersPage /> },
      { path: "/vendor", element: <VendorPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: "/admin/*",
    element: (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <AdminApp />
      </Suspense>
    ),
  },
];
