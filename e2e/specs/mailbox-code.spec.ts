import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeIn } from '../lib/mailbox';

// The journeys read sign-up codes out of the mail the SMTP listener stored. A greeting may carry
// six digits of its own (a test account named with a random hex suffix that came out all digits),
// and reading those as the code made registration fail now and then with "Invalid OTP".

test('the code is the one on its own line, not six digits in the greeting', () => {
  const text = [
    'Hello E2E Applicant 409113,',
    '',
    'Welcome to Domus. Your verification code is:',
    '',
    '    582716',
    '',
    'It is valid for 10 minutes. If you did not sign up, ignore this email.',
  ].join('\n');
  assert.equal(codeIn(text), '582716');
});

test('a code inside a sentence is still found (the SMS wording)', () => {
  assert.equal(codeIn('Your Domus code is 314159. It expires in 10 minutes.'), '314159');
});
