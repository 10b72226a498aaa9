/**
 * Every call of spec §7, written down as the spec lists it. The catalogue test holds the
 * endpoint table against this list; it is not used at run time.
 */
export interface SpecCall {
  readonly call: string;
  readonly section: string;
  readonly auth: 'bearer' | 'none';
}

const bearer = (section: string, calls: string[]): SpecCall[] =>
  calls.map((call) => ({ call, section, auth: 'bearer' as const }));
const none = (section: string, calls: string[]): SpecCall[] =>
  calls.map((call) => ({ call, section, auth: 'none' as const }));

export const specCalls: readonly SpecCall[] = [
  ...bearer('User and session', [
    'GET /v1/users/info',
    'GET /v1/user',
    'GET /v1/users/brands',
    'GET /v1/users/brands/{id}/policy',
    'GET /v1/users/navigation_preferences',
    'GET /v1/users/mfa/setup/status',
    'POST /v1/logout',
    'POST /v1/users/verification/send',
    'GET /v1/users/verification/check',
    'PUT /v1/profile_photo',
    'GET /v1/user/basic_media',
    'GET /v1/policy',
    'GET /v2/permissions/users',
    'GET /v1/brands/{id}/permissions/is_authorized',
  ]),
  ...none('User and session', ['GET /v1/user_lat_long']),
  ...none('Registration and passwords', [
    'POST /v1/registration/validateEmail',
    'GET /v1/light_signup',
    'POST /v1/light_signup',
    'POST /v1/users/request_reset_password',
    'POST /v1/resetPasswordConfirmation',
    'POST /v1/validateResetToken',
    'GET /v1/currencies',
  ]),
  ...bearer('Registration and passwords', [
    'POST /v1/registration/validateUsername',
    'POST /v1/users/registration',
    'PUT /v1/users/registration/details',
    'PUT /v1/users/registration/brands/{id}/details',
    'POST /v2/users/federated_registration',
  ]),
  ...bearer('Brands and groups', [
    'GET /v1/groups/{id}/brands',
    'GET /v1/groups/{id}/unread_message_count_employer',
    'GET /v1/groups/{id}/employer/message_baord_data',
    'GET /v1/gps/{id}',
    'GET /v1/teamlive/brands/{id}/settings',
    'GET /v1/brands/services',
    'GET /v1/brands/{id}/users',
    'GET /v3/brands/{id}/users',
    'GET /v1/brands/{id}/users/{id}/basic_info',
    'GET /v1/brands/{id}/users/locations',
    'GET /v1/brands/{id}/basic_info',
    'GET /v1/brand/basic_media/{id}',
    'POST /v1/brands/{id}/employers/favourites',
    'DELETE /v1/brands/{id}/employers/favourites',
    'GET /v1/brands/{id}/tree',
    'POST /v1/brands/{id}/brands/search',
    'GET /v1/brand/location/{id}',
    'GET /v1/brands/{id}/account_suspension/check',
    'GET /v1/brands/{id}/positions/settings',
    'GET /v1/brands/{id}/business_setup/settings',
    'GET /v1/brands/{id}/break_waiver_files/settings',
    'GET /v1/brands/{id}/settings',
    'GET /v1/brands/{id}/services/{id}/settings',
    'GET /brands/{id}/services/{id}/reporting_settings',
    'GET /v1/brands/{id}/reports/settings',
    'GET /v1/employees/businesses/brands',
    'GET /v1/category_positions',
    'GET /v1/position_type_lookup',
    'GET /v1/brands/{id}/media/presigned_url',
    'POST /v1/brands/{id}/media',
  ]),
  ...bearer('Applications and messages', [
    'GET /v1/employer_applications',
    'GET /v1/candidate_applications',
    'GET /v1/application_messages/{id}',
    'POST /v1/applications/{id}/messages',
    'POST /v1/message_is_read',
    'GET /v1/unread_message_count_candidate',
  ]),
  ...bearer('Profile schemes', [
    'GET /v1/employers/profile_scheme',
    'GET /v1/js_dashboard/profile_scheme',
  ]),
  ...bearer('Job-board partner integration', [
    'POST /v1/{id}/login',
    'POST /v1/{id}/login/check',
    'POST /v1/{id}/logout',
    'GET /v1/{id}/campaigns',
    'GET /v1/{id}/campaigns/{id}',
  ]),
  ...bearer('Versioning and monitoring', [
    'GET /v1/web_versions',
    'GET /v1/brands/{id}/rum_settings',
  ]),
  ...none('Versioning and monitoring', ['GET /v1/rum_settings']),
  ...bearer('Versioning and monitoring (path not shown; ours)', ['GET /v1/users/login_time']),
  ...none('Translations and uploads', ['GET /locales/{id}.json', 'PUT {upload_url}']),
];

/** `{brandId}`, `:brandId` and `{id}` all compare equal: only the shape of a path matters. */
export function normaliseCall(call: string): string {
  return call.replace(/\{[^}]+\}|:\w+/g, '{}');
}
