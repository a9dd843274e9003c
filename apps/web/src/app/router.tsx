import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth, RequireGuest } from './guards';
import { RootLayout } from './root-layout';

const notFound = async () => ({ Component: (await import('@/features/errors/pages/not-found-page')).NotFoundPage });

// Each screen's code loads lazily; the root and the two guards are a few hundred bytes needed on
// every route, so they ship in the entry instead of costing a request each.
// No errorElement anywhere: an unexpected error shows React Router's default screen (SPEC §8).
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Shown while the first screen's code loads: the page stays blank rather than flashing a spinner.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        Component: RequireGuest,
        children: [
          {
            path: paths.login,
            lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
          },
          {
            // Matching is case-insensitive, so this is also /Signup (paths.signupAlias).
            path: paths.signup,
            lazy: async () => ({ Component: (await import('@/features/auth/pages/signup-page')).SignupPage }),
          },
        ],
      },
      {
        path: paths.forgetPassword,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/forget-password-page')).ForgetPasswordPage,
        }),
      },
      {
        path: paths.passwordRecovery,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/password-recovery-page')).PasswordRecoveryPage,
        }),
      },
      {
        path: paths.welcomeUser,
        lazy: async () => ({ Component: (await import('@/features/auth/pages/welcome-user-page')).WelcomeUserPage }),
      },
      { path: paths.terms, lazy: async () => ({ Component: (await import('@/features/legal/terms-page')).default }) },
      {
        path: paths.privacy,
        lazy: async () => ({ Component: (await import('@/features/legal/privacy-page')).default }),
      },
      {
        Component: RequireAuth,
        children: [
          {
            // TanStack Query serves the signed-in screens only; it loads alongside the first of them.
            lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
            children: [
              {
                path: paths.userSelection,
                lazy: async () => ({
                  Component: (await import('@/features/users/pages/user-selection-page')).UserSelectionPage,
                }),
              },
              {
                lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
                children: [
                  {
                    path: paths.dashboard,
                    lazy: async () => ({
                      Component: (await import('@/features/dashboard/pages/dashboard-page')).DashboardPage,
                    }),
                  },
                  {
                    // Matching is case-insensitive, so this is also /EditProfile (paths.editProfileAlias).
                    path: paths.editProfile,
                    lazy: async () => ({
                      Component: (await import('@/features/profile/pages/edit-profile-page')).EditProfilePage,
                    }),
                  },
                  {
                    path: paths.editProfileAlias,
                    element: <Navigate to={paths.editProfile} replace />,
                  },
                  {
                    path: paths.viewProfile,
                    lazy: async () => ({
                      Component: (await import('@/features/profile/pages/view-profile-page')).ViewProfilePage,
                    }),
                  },
                  {
                    path: paths.customizeProfile,
                    lazy: async () => ({
                      Component: (await import('@/features/settings/pages/settings-page')).SettingsPage,
                    }),
                  },
                  {
                    path: paths.addJob,
                    lazy: async () => ({
                      Component: (await import('@/features/jobs/pages/create-job-page')).CreateJobPage,
                    }),
                  },
                  {
                    path: paths.job(':id'),
                    lazy: async () => ({ Component: (await import('@/features/jobs/pages/job-page')).JobPage }),
                  },
                  {
                    path: paths.freelancersList,
                    lazy: async () => ({
                      Component: (await import('@/features/freelancers/pages/freelancers-list-page'))
                        .FreelancersListPage,
                    }),
                  },
                  {
                    path: paths.freelancersListAlias,
                    lazy: async () => ({
                      Component: (await import('@/features/freelancers/pages/freelancers-list-page'))
                        .FreelancersListPage,
                    }),
                  },
                  {
                    path: paths.freelancer(':id'),
                    lazy: async () => ({
                      Component: (await import('@/features/freelancers/pages/freelancer-page')).FreelancerPage,
                    }),
                  },
                  {
                    path: paths.hiring,
                    lazy: async () => ({
                      Component: (await import('@/features/contracts/pages/hiring-page')).HiringPage,
                    }),
                  },
                  {
                    path: paths.myProjects,
                    lazy: async () => ({
                      Component: (await import('@/features/contracts/pages/my-projects-page')).MyProjectsPage,
                    }),
                  },
                  {
                    path: paths.contract(':id'),
                    lazy: async () => ({
                      Component: (await import('@/features/contracts/pages/contract-page')).ContractPage,
                    }),
                  },
                  {
                    path: paths.admin,
                    lazy: async () => ({
                      Component: (await import('@/features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: paths.error404, lazy: notFound },
      { path: '*', lazy: notFound },
    ],
  },
]);
