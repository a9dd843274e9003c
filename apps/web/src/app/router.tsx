import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import { RequireAuth, RequireGuest } from './guards';
import { RootLayout } from './root-layout';
import { AppLayoutDeferred, FreelancerPageDeferred, JobPageDeferred, QueryLayoutDeferred } from './signed-in-shell';

const notFound = lazyRoute(async () => ({
  Component: (await import('@/features/errors/pages/not-found-page')).NotFoundPage,
}));

// Each screen's code loads lazily; the root and the two guards are a few hundred bytes needed on
// every route, so they ship in the entry instead of costing a request each.
// No errorElement anywhere: an unexpected error shows React Router's default screen (SPEC §8).
// Every loader goes through lazyRoute: after a redeploy, a chunk that is gone reloads the page once.
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
            lazy: lazyRoute(async () => ({ Component: (await import('./routes/login-route')).LoginRoute })),
          },
          {
            // Matching is case-insensitive, so this is also /Signup (paths.signupAlias).
            path: paths.signup,
            lazy: lazyRoute(async () => ({
              Component: (await import('@/features/auth/pages/signup-page')).SignupPage,
            })),
          },
        ],
      },
      {
        path: paths.forgetPassword,
        lazy: lazyRoute(async () => ({
          Component: (await import('@/features/auth/pages/forget-password-page')).ForgetPasswordPage,
        })),
      },
      {
        path: paths.smsVerification,
        lazy: lazyRoute(async () => ({
          Component: (await import('./routes/sms-verification-route')).SmsVerificationRoute,
        })),
      },
      {
        path: paths.passwordRecovery,
        lazy: lazyRoute(async () => ({
          Component: (await import('@/features/auth/pages/password-recovery-page')).PasswordRecoveryPage,
        })),
      },
      {
        path: paths.welcomeUser,
        lazy: lazyRoute(async () => ({
          Component: (await import('@/features/auth/pages/welcome-user-page')).WelcomeUserPage,
        })),
      },
      {
        path: paths.launch,
        lazy: lazyRoute(async () => ({
          Component: (await import('@/features/launch/pages/launch-page')).LaunchPage,
        })),
      },
      {
        path: paths.terms,
        lazy: lazyRoute(async () => ({ Component: (await import('@/features/legal/terms-page')).default })),
      },
      {
        path: paths.privacy,
        lazy: lazyRoute(async () => ({ Component: (await import('@/features/legal/privacy-page')).default })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            // TanStack Query serves the signed-in screens only; it loads alongside the first of them.
            Component: QueryLayoutDeferred,
            children: [
              {
                path: paths.userSelection,
                lazy: lazyRoute(async () => ({
                  Component: (await import('@/features/users/pages/user-selection-page')).UserSelectionPage,
                })),
              },
              {
                Component: AppLayoutDeferred,
                children: [
                  {
                    path: paths.dashboard,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/dashboard-page')).DashboardPage,
                    })),
                  },
                  {
                    path: paths.freelancerDashboard,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/freelancer-dashboard-page')).FreelancerDashboardPage,
                    })),
                  },
                  {
                    // Matching is case-insensitive, so this is also /EditProfile (paths.editProfileAlias).
                    path: paths.editProfile,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/edit-profile-page')).EditProfilePage,
                    })),
                  },
                  {
                    path: paths.editProfileAlias,
                    element: <Navigate to={paths.editProfile} replace />,
                  },
                  {
                    path: paths.viewProfile,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/users/pages/view-profile-page')).ViewProfilePage,
                    })),
                  },
                  {
                    path: paths.customizeProfile,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/settings-page')).SettingsPage,
                    })),
                  },
                  {
                    path: paths.addJob,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/jobs/pages/create-job-page')).CreateJobPage,
                    })),
                  },
                  {
                    // Public: a guest gets the public page from RequireAuth, and none of this screen's code.
                    path: paths.job(':id'),
                    Component: JobPageDeferred,
                  },
                  {
                    path: paths.freelancersList,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/freelancers-list-page')).FreelancersListPage,
                    })),
                  },
                  {
                    path: paths.freelancersListAlias,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/freelancers-list-page')).FreelancersListPage,
                    })),
                  },
                  {
                    path: paths.freelancer(':id'),
                    Component: FreelancerPageDeferred,
                  },
                  {
                    path: paths.gig(':id'),
                    lazy: lazyRoute(async () => ({ Component: (await import('./routes/gig-page')).GigPage })),
                  },
                  {
                    path: paths.hiring,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/contracts/pages/contracts-list-page')).HiringPage,
                    })),
                  },
                  {
                    path: paths.payment,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/payment-page')).PaymentPage,
                    })),
                  },
                  {
                    path: paths.withdraw,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/wallet/pages/withdraw-page')).WithdrawPage,
                    })),
                  },
                  {
                    path: paths.myProjects,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/contracts/pages/contracts-list-page')).MyProjectsPage,
                    })),
                  },
                  {
                    path: paths.myJobs,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/my-jobs-page')).MyJobsPage,
                    })),
                  },
                  {
                    path: paths.myJobProposals(':id'),
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/job-proposals-page')).JobProposalsPage,
                    })),
                  },
                  {
                    path: paths.myProposals,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/proposals/pages/my-proposals-page')).MyProposalsPage,
                    })),
                  },
                  {
                    path: paths.contract(':id'),
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/contract-page')).ContractPage,
                    })),
                  },
                  {
                    path: paths.dispute(':id'),
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/disputes/pages/dispute-page')).DisputePage,
                    })),
                  },
                  // Moderators and admins: the API refuses anyone else, and the screens say so.
                  {
                    path: paths.moderation,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/disputes/pages/moderation-queue-page')).ModerationQueuePage,
                    })),
                  },
                  {
                    path: paths.moderationCase(':id'),
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/disputes/pages/moderation-case-page')).ModerationCasePage,
                    })),
                  },
                  {
                    path: paths.contractConversation(':id'),
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/messages/pages/contract-conversation-page'))
                        .ContractConversationPage,
                    })),
                  },
                  {
                    // One route for the list and an open conversation, so the list keeps its tab and search.
                    path: `${paths.conversation(':id')}?`,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('./routes/messages-page')).MessagesPage,
                    })),
                  },
                  {
                    path: paths.admin,
                    lazy: lazyRoute(async () => ({
                      Component: (await import('@/features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
                    })),
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
