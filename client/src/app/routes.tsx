// Every screen is its own lazily loaded chunk, so the first page loads only what it shows.
import { lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./AppLayout.tsx";

const LoginPage = lazy(() => import("../features/auth/LoginPage.tsx"));
const RegisterPage = lazy(() => import("../features/auth/RegisterPage.tsx"));
const AuthCallbackPage = lazy(() => import("../features/auth/AuthCallbackPage.tsx"));
const GoogleCallbackPage = lazy(() => import("../features/auth/GoogleCallbackPage.tsx"));
const HomePage = lazy(() => import("../features/home/HomePage.tsx"));
const NotFoundPage = lazy(() => import("../features/layout/NotFoundPage.tsx"));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/auth/google/callback", element: <GoogleCallbackPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
