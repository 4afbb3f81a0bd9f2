// The one route table, for the server and the browser: each route's screen, what data it needs (its loader,
// from route-data.ts), the page address the server keeps its rendered page under (route-addresses.ts), and
// whether it belongs to the shopper (PersonalScreen: rendered once the browser knows who is signed in). Every screen but home is its own lazily loaded chunk, so the first page loads only what it
// shows. The server runs the loaders through React Router's static handler; the browser renders the same table
// with useRoutes under a BrowserRouter (the data router's client code would add 16 KB gzip to every first load).
import { Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import { SessionRestorer } from "./SessionRestorer.tsx";
import { AppLayout } from "./AppLayout.tsx";
import { lazyNamedScreen, lazyScreen, type LazyScreen } from "./lazy-screen.tsx";
import { PersonalScreen } from "./PersonalScreen.tsx";
import type { personalMessages } from "../features/personal/personal-messages.ts";
import { homeData, layoutData, listingData, notFoundData, productData, signInData } from "./route-data.ts";
import {
  fixedAddress,
  listingAddress,
  loginAddress,
  NOT_FOUND_ADDRESS,
  paymentReturnAddress,
  productAddress,
  resetPasswordAddress,
  unsubscribedAddress,
  type RouteAddress,
} from "./route-addresses.ts";
// The landing screen is part of the first load, not a chunk of its own: its hero and product grid hydrate with
// the first render instead of after a chunk's round trip, and a visitor who lands there needs its 2 KB anyway.
import HomePage from "../features/home/HomePage.tsx";

const LoginPage = lazyScreen(() => import("../features/auth/LoginPage.tsx"));
const RegisterPage = lazyScreen(() => import("../features/auth/RegisterPage.tsx"));
const ForgotPasswordPage = lazyScreen(() => import("../features/auth/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazyScreen(() => import("../features/auth/ResetPasswordPage.tsx"));
const AuthCallbackPage = lazyScreen(() => import("../features/auth/AuthCallbackPage.tsx"));
const NotFoundPage = lazyScreen(() => import("./layout/NotFoundPage.tsx"));
const ListingPage = lazyScreen(() => import("../features/catalog/ListingPage.tsx"));
const ProductPage = lazyScreen(() => import("../features/product/ProductPage.tsx"));
const WishlistPage = lazyScreen(() => import("../features/wishlist/WishlistPage.tsx"));
const OrdersPage = lazyScreen(() => import("../features/orders/OrdersPage.tsx"));
const OrderPage = lazyScreen(() => import("../features/orders/OrderPage.tsx"));
const ProfilePage = lazyScreen(() => import("../features/profile/ProfilePage.tsx"));
const CustomerInfoPage = lazyScreen(() => import("../features/checkout/CustomerInfoPage.tsx"));
const ShippingPaymentsPage = lazyScreen(() => import("../features/checkout/ShippingPaymentsPage.tsx"));
const ConfirmationPage = lazyScreen(() => import("../features/checkout/ConfirmationPage.tsx"));
const SuccessPage = lazyScreen(() => import("../features/checkout/SuccessPage.tsx"));
const returnPages = () => import("../features/checkout/PaymentReturnPages.tsx");
const PaymentSuccessPage = lazyNamedScreen(returnPages, (m) => m.PaymentSuccessPage);
const PaymentFailurePage = lazyNamedScreen(returnPages, (m) => m.PaymentFailurePage);
const FonepayQrPage = lazyScreen(() => import("../features/checkout/FonepayQrPage.tsx"));
const CartPage = lazyScreen(() => import("../features/cart/CartPage.tsx"));
const TrackOrderPage = lazyScreen(() => import("../features/tracking/TrackOrderPage.tsx"));
const staticPages = () => import("../features/pages/StaticPages.tsx");
const DealsPage = lazyNamedScreen(staticPages, (m) => m.DealsPage);
const OffersPage = lazyNamedScreen(staticPages, (m) => m.OffersPage);
const CheckoutPage = lazyNamedScreen(staticPages, (m) => m.CheckoutPage);
const VendorPage = lazyNamedScreen(staticPages, (m) => m.VendorPage);
// The merchant's admin: one chunk of its own with its own layout and nested routes, loaded only on /admin.
const StockAlertUnsubscribedPage = lazyScreen(
  () => import("../features/product/StockAlertUnsubscribedPage.tsx"),
);
const AdminApp = lazyScreen(() => import("../features/admin/AdminApp.tsx"));

/**
 * What a route carries besides React Router's fields: its screen, so its code can be loaded ahead (home's is part
 * of the first load), and its page address (route-addresses.ts).
 */
export interface RouteHandle {
  screen?: LazyScreen;
  address: RouteAddress;
}

/**
 * A page that is the same for every shopper: rendered on the server with its data. Its address is its path
 * unless it reads more of the URL.
 */
function page(
  path: string,
  Screen: LazyScreen,
  loader?: RouteObject["loader"],
  address: RouteAddress = fixedAddress(path),
): RouteObject {
  return { path, element: <Screen />, loader, handle: { screen: Screen, address } satisfies RouteHandle };
}

/** A page of the shopper's own: its loading state on the server, its content once the browser knows who. */
/** `title`: the page's title while it loads, a key of the catalogue (so it reads in the page's language). */
function personal(
  path: string,
  Screen: LazyScreen,
  title: Exclude<keyof typeof personalMessages.en, "loading">,
  address: RouteAddress = fixedAddress(path),
): RouteObject {
  const element = (
    <PersonalScreen title={title}>
      <Screen />
    </PersonalScreen>
  );
  return { path, element, handle: { screen: Screen, address } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    loader: layoutData,
    children: [
      { path: "/", element: <HomePage />, loader: homeData, handle: { address: fixedAddress("/") } },
      page("/login", LoginPage, signInData, loginAddress),
      page("/register", RegisterPage, signInData),
      page("/forgot-password", ForgotPasswordPage),
      page("/reset-password", ResetPasswordPage, undefined, resetPasswordAddress),
      personal("/auth/callback", AuthCallbackPage, "signingIn"),
      page("/products", ListingPage, listingData, listingAddress),
      page("/category/:category", ListingPage, listingData, listingAddress),
      page("/product/:category/:slug", ProductPage, productData, productAddress),
      personal("/cart", CartPage, "shoppingCart"),
      personal("/wishlist", WishlistPage, "myWishlist"),
      page("/checkout", CheckoutPage),
      personal("/checkout/customer-info", CustomerInfoPage, "customerInformation"),
      personal("/checkout/shipping-payments", ShippingPaymentsPage, "shippingAndPayment"),
      personal("/checkout/confirmation", ConfirmationPage, "confirmYourOrder"),
      personal("/checkout/success", SuccessPage, "orderPlaced"),
      // Every redirect gateway's return (eSewa, Khalti, PayPal, Fonepay's web checkout, connectIPS).
      personal("/checkout/:method/success", PaymentSuccessPage, "payment", paymentReturnAddress("success")),
      personal("/checkout/:method/failure", PaymentFailurePage, "payment", paymentReturnAddress("failure")),
      personal("/checkout/fonepay/qr", FonepayQrPage, "payment"),
      personal("/profile", ProfilePage, "profileSettings"),
      personal("/orders", OrdersPage, "myOrders"),
      personal("/order/:orderNumber", OrderPage, "order"),
      page("/track-order", TrackOrderPage),
      page("/deals", DealsPage),
      page("/offers", OffersPage),
      page("/vendor", VendorPage),
      page("/notify/unsubscribed", StockAlertUnsubscribedPage, undefined, unsubscribedAddress),
      page("*", NotFoundPage, notFoundData, fixedAddress(NOT_FOUND_ADDRESS)),
    ],
  },
  {
    path: "/admin/*",
    element: (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <PersonalScreen title="admin">
          <AdminApp />
        </PersonalScreen>
        <SessionRestorer />
      </Suspense>
    ),
    // Its loading state, whichever admin screen: one page.
    handle: { screen: AdminApp, address: fixedAddress("/admin") } satisfies RouteHandle,
  },
];
