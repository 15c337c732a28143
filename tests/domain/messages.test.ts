/** The message catalogue, word for word against §2, §4, §5, §6 and §8 (misspellings are the contract). */
import { describe, expect, test } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';

type MessageKey = keyof typeof MESSAGES;

/** Plain texts, copied from the spec. */
const TEXTS: ReadonlyArray<[MessageKey, string, string]> = [
  // §5
  ['accountDisabled', 'Your account maybe disabled by administrator', '§5'],
  ['unauthorizedMissingUserId', 'Unathorized!', '§5 (sic)'],
  ['descriptionMin', 'Description must be at least 20 characters.', '§5'],
  ['priceMin', 'Price must be greater than 0', '§5'],
  ['subdomainAvailable', 'Subdomain available!', '§5'],
  ['subdomainUsed', 'Subdomain is alredy used', '§5 (sic)'],
  ['websiteLinkAvailable', 'Website link can be used', '§5'],
  ['websiteLinkUsed', 'Website link is already used', '§5'],
  ['emailAvailable', 'Email available!', '§5'],
  ['emailUsed', 'Email is already used', '§5'],
  ['feeEmpty', "Fee can't be empty!", '§5/§8'],
  ['keepEndDateEmpty', 'Keep end date empty to make fee infinity', '§5'],
  ['selectMemberFirst', 'Please select a member first.', '§5/§8'],
  ['categoriesRequired', 'Categories is required.', '§5/§8'],
  ['urlUsed', 'URL already used!', '§5/§8'],
  ['enterNewTag', 'Please enter new tag.', '§5/§8'],
  ['selectListingFirst', 'Please select a listing first before multiple mask!', '§5/§8'],
  ['waitLoading', 'Please wait until loading finished', '§5/§8'],
  ['otpEmpty', "OTP can't be empty", '§5/§8'],
  ['otpMailDelay', 'Mail may take up to 5 minutes.', '§5'],
  ['invalidEmailDomain', 'Invalid email domain!', '§5/§8'],
  // §6
  ['onlyAgent', 'Only agent can do this action', '§6'],
  // §8 failures
  ['roleDataMissing', 'Cannot get user role data, your account maybe not active!', '§8'],
  ['employeeDataFailed', "Something went wrong, can't get employee data!", '§8'],
  ['uploadError', 'Error upload image', '§8'],
  ['processImageError', 'Error processing image', '§8'],
  ['fileNotFound', 'File not found!', '§8'],
  ['preferenceLoadFailed', 'Something went wrong', '§8'],
  ['emailFound', 'Email Found', '§8'],
  ['emailNotFound', 'Email Not Found', '§8'],
  ['serverUnavailable', 'Our server is temporarily unavailable. Please try again later.', '§8'],
  ['genericFailure', 'Failed. Please try again.', '§8'],
  ['unauthenticated', 'Unauthenticated (403). Please login again.', '§8'],
  ['sessionExpiredTitle', 'Session Expired', '§8'],
  // §8 successes
  ['logoutSuccess', 'Logout successfully.', '§8'],
  ['updateProfileSuccess', 'Update profile successfully', '§8'],
  ['updateCommissionSuccess', 'Success update commission', '§8'],
  ['portalDeleted', 'Successfully deleted portal connection', '§8'],
  ['transferCreated', 'Transfer created!', '§7/§8'],
  ['blogDraftSaved', 'Blog saved as draft!', '§4/§8'],
  ['categoryCreated', 'Category successfully created!', '§8'],
  ['tagCreated', 'Successfully Add New Tag', '§8'],
  ['imageUploaded', 'Image uploaded successfully!', '§8'],
  ['preferenceUpdated', 'Updated successfully', '§8'],
  ['resetLinkSent', 'Link reset password has been sent successfully', '§8'],
  ['watermarked', 'Success change to watermarked', '§8'],
  ['notWatermarked', 'Not watermarked', '§8'],
  // §2, §4, §9 screen texts
  ['forbiddenPage', 'Sorry, you are not authorized to access this page.', '§2'],
  ['notFoundPage', 'Sorry, the page you visited does not exist.', '§2'],
  ['backToDashboard', 'Back to Dashboard', '§2'],
  ['noRecords', 'No Records Found', '§2'],
  ['noComments', 'Belum ada komentar', '§2'],
  ['landscapeNote', 'Note: Best viewed on mobile in landscape mode', '§1'],
  ['markAllAsRead', 'Mark all as read', '§2'],
  ['newVersionTitle', 'New Version Available', '§4'],
  ['reloadToUpdate', 'Reload to Update', '§4'],
  ['serverUnreachable', 'Failed connect to the server. Please reload the page.', '§4'],
  ['offline', 'You are offline. Please check your internet connection.', '§4'],
  ['stillHere', "I'm still here", '§4'],
  ['justNow', 'Baru saja', '§9'],
];

/** Templated texts: the spec's '{placeholder}' filled with a sample. */
const TEMPLATES: ReadonlyArray<[string, () => string, string]> = [
  ["'Login failed. {reason}'", () => MESSAGES.loginFailed('Invalid password'), 'Login failed. Invalid password'],
  ["'Logout failed. {reason}'", () => MESSAGES.logoutFailed('Network Error'), 'Logout failed. Network Error'],
  ["'API Ping failed. {reason}'", () => MESSAGES.pingFailed('status not ok'), 'API Ping failed. status not ok'],
  ["'Welcome {name}!'", () => MESSAGES.welcome('Budi'), 'Welcome Budi!'],
  ["'{field} is required.'", () => MESSAGES.required('Email'), 'Email is required.'],
  ["'{field} format is invalid.'", () => MESSAGES.invalidFormat('Email'), 'Email format is invalid.'],
  ["§5 'max 160 characters'", () => MESSAGES.maxLength('Meta Description', 160), 'Meta Description max 160 characters.'],
  ["'File must smaller than {n}MB!'", () => MESSAGES.fileTooLarge(2), 'File must smaller than 2MB!'],
  ["'File must smaller than {n}MB!' (blog image)", () => MESSAGES.fileTooLarge(10), 'File must smaller than 10MB!'],
  ["'User already exists in group {group}'", () => MESSAGES.userAlreadyInGroup('Team A'), 'User already exists in group Team A'],
  ["'Successfully added {portal} account'", () => MESSAGES.portalAdded('Rumah123'), 'Successfully added Rumah123 account'],
  ["'Success change {name} status.'", () => MESSAGES.statusChanged('Budi'), 'Success change Budi status.'],
  [
    "'Failed to send link reset password.' plus reason",
    () => MESSAGES.resetLinkFailed('Email not found'),
    'Failed to send link reset password. Email not found',
  ],
  ["'Failed to send link reset password.' without a reason", () => MESSAGES.resetLinkFailed(''), 'Failed to send link reset password.'],
];

describe('message catalogue, word for word', () => {
  test.each(TEXTS)('%s is the spec text (%#)', (key, expected) => {
    expect(MESSAGES[key]).toBe(expected);
  });

  test.each(TEMPLATES)('%s', (_spec, make, expected) => {
    expect(make()).toBe(expected);
  });

  test('the misspellings are kept', () => {
    expect(MESSAGES.unauthorizedMissingUserId).toBe('Unathorized!');
    expect(MESSAGES.subdomainUsed).toBe('Subdomain is alredy used');
  });

  test('every plain text is a non-empty string without stray spaces', () => {
    for (const value of Object.values(MESSAGES)) {
      if (typeof value === 'string') {
        expect(value.length).toBeGreaterThan(0);
        expect(value).toBe(value.trim());
      }
    }
  });
});

describe('error codes of the API error body', () => {
  test('the two codes the SPA acts on', () => {
    expect(ERROR_CODES.unauthorized).toBe('err_unauthorized');
    expect(ERROR_CODES.forbidden).toBe('err_forbidden');
  });

  test('codes are distinct', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
