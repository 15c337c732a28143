/** Fee rules of §4, §5 and §9: pairs, next charge dates, percent storage, range colours, master fees, the add-fee form. */
import { describe, expect, it } from 'vitest';
import {
  FEE_FREQUENCIES,
  FEE_FREQUENCY_LABELS,
  FEE_ITEM_STATUS_LABELS,
  FEE_RANGE_COLORS,
  FEE_TYPES,
  FEE_TYPE_LABELS,
  MASTER_FEES,
  createFeeItemBody,
  createTeamsMemberFeeItemBody,
  createTeamsMemberFeesBody,
  createTeamsMemberFeesBodyFrom,
  feeListDraft,
  feeListRefusal,
  feeSavePlan,
  withFeeAdded,
  withFeeRemoved,
  type TeamsMemberFeeItem,
  feeItemFromForm,
  feeList,
  feeRangeState,
  formatFeeAmount,
  formatFeeValue,
  frequenciesFor,
  isFrequencyAllowed,
  newFeeItem,
  nextChargeDate,
  onFeeTypeChanged,
  parseFeeAmount,
  percentToStored,
  storedToPercent,
  teamMemberFeeItem,
  type FeeFrequency,
  type FeeType,
} from '../../domain/fees';
import { MESSAGES } from '../../domain/messages';

describe('types and frequencies (§9)', () => {
  it('are the spec keys, each with a label', () => {
    expect(FEE_TYPES).toEqual(['percentage', 'amount']);
    expect(FEE_FREQUENCIES).toEqual(['one_time', 'per_transaction', 'monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly']);
    expect(Object.keys(FEE_TYPE_LABELS)).toEqual([...FEE_TYPES]);
    expect(Object.keys(FEE_FREQUENCY_LABELS)).toEqual([...FEE_FREQUENCIES]);
    expect(FEE_ITEM_STATUS_LABELS).toEqual({ PUBLISH: 'Published', UNPUBLISH: 'Unpublish' });
  });
});

describe('type/frequency pairs (§5)', () => {
  const allowed: Record<FeeType, FeeFrequency[]> = {
    percentage: ['per_transaction'],
    amount: ['per_transaction', 'monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly'],
  };
  const pairs = FEE_TYPES.flatMap((type) => FEE_FREQUENCIES.map((frequency) => [type, frequency, allowed[type].includes(frequency)] as const));

  it('frequenciesFor lists exactly the allowed ones, in the spec order', () => {
    expect(frequenciesFor('percentage')).toEqual(allowed.percentage);
    expect(frequenciesFor('amount')).toEqual(allowed.amount);
  });

  it.each(pairs)('%s + %s allowed: %s', (type, frequency, ok) => {
    expect(isFrequencyAllowed(type, frequency)).toBe(ok);
    const form = { feeFor: 'AGENT', type, value: 1, frequency, startAt: '2026-01-01' };
    const issues = newFeeItem.safeParse(form).error?.issues ?? [];
    expect(issues.some((i) => i.path[0] === 'frequency')).toBe(!ok);
  });

  it('frequenciesFor hands out a copy', () => {
    frequenciesFor('percentage').push('yearly');
    expect(frequenciesFor('percentage')).toEqual(['per_transaction']);
  });
});

describe('next charge date = start + one period (§4)', () => {
  const table: [string, FeeFrequency, string | null][] = [
    ['2026-01-15', 'one_time', null],
    ['2026-01-15', 'per_transaction', null],
    ['2026-01-15', 'monthly', '2026-02-15'],
    ['2026-01-15', 'quarterly', '2026-04-15'],
    ['2026-01-15', 'per_semester', '2026-07-15'],
    ['2026-01-15', 'every_9_months', '2026-10-15'],
    ['2026-01-15', 'yearly', '2027-01-15'],
    // Month ends clamp to the last day of the shorter month.
    ['2026-01-31', 'monthly', '2026-02-28'],
    ['2028-01-31', 'monthly', '2028-02-29'],
    ['2026-03-31', 'monthly', '2026-04-30'],
    ['2026-11-30', 'quarterly', '2027-02-28'],
    ['2026-08-31', 'per_semester', '2027-02-28'],
    ['2027-08-31', 'per_semester', '2028-02-29'],
    ['2026-05-31', 'every_9_months', '2027-02-28'],
    ['2026-12-31', 'monthly', '2027-01-31'],
    ['2026-12-31', 'every_9_months', '2027-09-30'],
    // Leap years.
    ['2028-02-29', 'yearly', '2029-02-28'],
    ['2027-02-28', 'yearly', '2028-02-28'],
    ['2028-02-29', 'monthly', '2028-03-29'],
    ['2028-02-29', 'quarterly', '2028-05-29'],
  ];

  it.each(table)('%s %s → %s', (start, frequency, next) => {
    expect(nextChargeDate(start, frequency)).toBe(next);
  });

  it('reads an instant as its Jakarta calendar date', () => {
    // 20:00 UTC on 31 Jan is 03:00 on 1 Feb in Jakarta.
    expect(nextChargeDate('2026-01-31T20:00:00Z', 'monthly')).toBe('2026-03-01');
    expect(nextChargeDate('2026-01-31T16:59:59Z', 'monthly')).toBe('2026-02-28');
    expect(nextChargeDate('2026-01-31T20:00:00Z', 'monthly', 'UTC')).toBe('2026-02-28');
  });

  it('is null for a start that is not a date', () => {
    expect(nextChargeDate('', 'monthly')).toBeNull();
    expect(nextChargeDate('2026-02-30', 'monthly')).toBeNull();
  });
});

describe('percent as typed and stored (§5)', () => {
  it.each([
    [100, 1],
    [9.99, 0.0999],
    [8, 0.08],
    [1, 0.01],
    [0.01, 0.0001],
    [12.5, 0.125],
    [33.33, 0.3333],
    [0, 0],
  ])('%s%% ↔ %s', (percent, stored) => {
    expect(percentToStored(percent)).toBe(stored);
    expect(storedToPercent(stored)).toBe(percent);
  });

  it('round trips every 2-decimal percent from 0 to 100', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 10_000; cents += 1) {
      const percent = cents / 100;
      if (storedToPercent(percentToStored(percent)) !== percent) wrong.push(percent);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps 4 decimals when stored', () => {
    expect(percentToStored(1.005)).toBe(0.0101);
    expect(String(percentToStored(9.99))).toBe('0.0999');
  });

  it('amounts show and read with thousands separators', () => {
    expect(formatFeeAmount(1_500_000)).toBe('1.500.000');
    expect(parseFeeAmount('1.500.000')).toBe(1_500_000);
    expect(parseFeeAmount('1,500,000')).toBe(1_500_000);
    expect(parseFeeAmount('1.5jt')).toBeNull();
    expect(parseFeeAmount('')).toBeNull();
    expect(formatFeeValue('percentage', 0.0999)).toBe('9.99%');
    expect(formatFeeValue('amount', 250000)).toBe('Rp 250.000');
  });
});

describe('fee range state (§4): green while today lies within, open end forever', () => {
  it.each([
    ['2026-01-01', '2026-12-31', '2025-12-31', 'inactive'],
    ['2026-01-01', '2026-12-31', '2026-01-01', 'active'],
    ['2026-01-01', '2026-12-31', '2026-06-15', 'active'],
    ['2026-01-01', '2026-12-31', '2026-12-31', 'active'],
    ['2026-01-01', '2026-12-31', '2027-01-01', 'inactive'],
    ['2026-01-01', null, '2025-12-31', 'inactive'],
    ['2026-01-01', null, '2026-01-01', 'active'],
    ['2026-01-01', null, '2999-12-31', 'active'],
    ['2026-01-01', '2026-01-01', '2026-01-01', 'active'],
  ] as const)('%s – %s on %s: %s', (start, end, today, state) => {
    expect(feeRangeState(start, end, today)).toBe(state);
  });

  it('compares Jakarta calendar days of instants', () => {
    // 2026-12-31T17:00Z is already 1 Jan 2027 in Jakarta.
    expect(feeRangeState('2026-01-01', '2026-12-31', '2026-12-31T16:59:00Z')).toBe('active');
    expect(feeRangeState('2026-01-01', '2026-12-31', '2026-12-31T17:00:00Z')).toBe('inactive');
    expect(feeRangeState('2026-01-01T00:00:00+07:00', '2026-12-31T23:59:59+07:00', '2026-12-31')).toBe('active');
  });

  it('colours green and red', () => {
    expect(FEE_RANGE_COLORS).toEqual({ active: 'green', inactive: 'red' });
  });

  it('is inactive for dates it cannot read', () => {
    expect(feeRangeState('nope', null, '2026-01-01')).toBe('inactive');
    expect(feeRangeState('2026-01-01', 'nope', '2026-01-02')).toBe('inactive');
  });
});

describe('master fees (§9)', () => {
  it('seeds every fee code with its rate, stored as a fraction', () => {
    expect(MASTER_FEES).toEqual([
      { feeCode: 'ssdf', type: 'percentage', value: 0.08 },
      { feeCode: 'royalty', type: 'percentage', value: 0.01 },
      { feeCode: 'agent_development_fee', type: 'percentage', value: 0.0999 },
      { feeCode: 'agent_development_fee_pkp', type: 'percentage', value: 0.0999 },
    ]);
  });
});

describe('add-fee form (§5)', () => {
  const valid = { feeFor: 'AGENT', type: 'percentage', value: 9.99, frequency: 'per_transaction', startAt: '2026-01-31' } as const;
  const messages = (input: unknown) => newFeeItem.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('requires Fees, Type Fee, Value, Frequency and Start Date', () => {
    expect(messages({})).toEqual([
      ['feeFor', 'Fees is required.'],
      ['type', 'Type Fee is required.'],
      ['value', 'Value is required.'],
      ['frequency', 'Frequency is required.'],
      ['startAt', 'Start Date is required.'],
    ]);
    expect(messages({ ...valid, startAt: '' })).toEqual([['startAt', 'Start Date is required.']]);
    expect(messages({ ...valid, startAt: '31/01/2026' })).toEqual([['startAt', 'Start Date format is invalid.']]);
    expect(messages({ ...valid, endAt: '31/12/2026' })).toEqual([['endAt', 'End Date format is invalid.']]);
    expect(messages({ ...valid, value: '9.99' })).toEqual([['value', 'Value format is invalid.']]);
    expect(messages({ ...valid, feeFor: 'BROKER' })).toEqual([['feeFor', 'Fees is required.']]);
  });

  it('lets the end date be empty (infinity)', () => {
    expect(newFeeItem.parse({ ...valid, endAt: '' }).endAt).toBeNull();
    expect(newFeeItem.parse({ ...valid, endAt: null }).endAt).toBeNull();
    expect(newFeeItem.parse(valid).endAt).toBeUndefined();
    expect(newFeeItem.parse({ ...valid, endAt: '2026-12-31' }).endAt).toBe('2026-12-31');
    expect(MESSAGES.keepEndDateEmpty).toBe('Keep end date empty to make fee infinity');
  });

  it('refuses an end before the start', () => {
    expect(messages({ ...valid, endAt: '2026-01-30' })).toEqual([['endAt', 'End Date must not be before Start Date.']]);
    expect(messages({ ...valid, endAt: '2026-01-31' })).toBeUndefined();
  });

  it('percentage: at most 100, at most 2 decimals', () => {
    expect(messages({ ...valid, value: 100 })).toBeUndefined();
    expect(messages({ ...valid, value: 0.01 })).toBeUndefined();
    expect(messages({ ...valid, value: 100.01 })).toEqual([['value', 'Value must be at most 100.']]);
    expect(messages({ ...valid, value: 9.999 })).toEqual([['value', 'Value must be a number with at most 2 decimals.']]);
    expect(messages({ ...valid, value: -1 })).toEqual([['value', 'Value format is invalid.']]);
  });

  it('amount: whole numbers of any size', () => {
    const amount = { ...valid, type: 'amount', frequency: 'monthly', value: 1_500_000 };
    expect(messages(amount)).toBeUndefined();
    expect(messages({ ...amount, value: 1500.5 })).toEqual([['value', 'Value must be a whole number.']]);
    expect(messages({ ...amount, frequency: 'one_time' })).toEqual([['frequency', 'Frequency is not available for Amount.']]);
  });

  it('a percentage with any frequency but per_transaction is refused', () => {
    expect(messages({ ...valid, frequency: 'monthly' })).toEqual([['frequency', 'Frequency is not available for Percentage.']]);
  });

  it('changing the type clears value and frequency', () => {
    expect(onFeeTypeChanged({ feeFor: 'AGENT' as const, type: 'percentage' as FeeType, value: 5, frequency: 'per_transaction' as FeeFrequency }, 'amount')).toEqual({
      feeFor: 'AGENT',
      type: 'amount',
      value: undefined,
      frequency: undefined,
    });
  });

  it('a checked form becomes a new published item with the value stored and the next charge computed', () => {
    const amount = newFeeItem.parse({ ...valid, type: 'amount', value: 250000, frequency: 'monthly', endAt: '' });
    expect(feeItemFromForm(amount, { teamsMemberFeeId: 'tmf-1' })).toEqual({
      teamsMemberFeeId: 'tmf-1',
      position: 'bottom',
      type: 'amount',
      frequency: 'monthly',
      feeFor: 'AGENT',
      value: 250000,
      nextChargeAt: '2026-02-28',
      startAt: '2026-01-31',
      endAt: null,
      status: 'PUBLISH',
      isNew: true,
    });
    const percent = feeItemFromForm(newFeeItem.parse(valid), { teamsMemberFeeId: 'tmf-1', position: 'top' });
    expect([percent.value, percent.nextChargeAt, percent.position]).toEqual([0.0999, null, 'top']);
    expect(teamMemberFeeItem.parse({ ...percent, teamsMemberFeeItemId: 'item-1' }).value).toBe(0.0999);
  });
});

describe('fee lists and request bodies (§5, §7)', () => {
  const item = { feeFor: 'OFFICE', type: 'amount', value: 100000, frequency: 'yearly', nextChargeAt: '2027-01-01', startAt: '2026-01-01', endAt: null } as const;

  it("an empty fee list: 'Fee can't be empty!'", () => {
    expect(feeList(teamMemberFeeItem).safeParse([]).error?.issues[0]?.message).toBe("Fee can't be empty!");
    const body = { groupMemberId: 'gm-1', userId: 'u-1', employeeId: 'e-1', teamsMemberFeeItems: [] };
    expect(createTeamsMemberFeesBody.safeParse(body).error?.issues.map((i) => i.message)).toEqual([MESSAGES.feeEmpty]);
    expect(createTeamsMemberFeesBody.safeParse({ ...body, teamsMemberFeeItems: [item] }).success).toBe(true);
  });

  it('a stored percentage above 1 or an amount with a fraction is refused by the server too', () => {
    const base = { ...item, teamsMemberFeeId: 'tmf-1', position: 'bottom', status: 'PUBLISH' } as const;
    expect(createTeamsMemberFeeItemBody.safeParse(base).success).toBe(true);
    const pct = { ...base, type: 'percentage', frequency: 'per_transaction', nextChargeAt: null };
    expect(createTeamsMemberFeeItemBody.safeParse({ ...pct, value: 1 }).success).toBe(true);
    expect(createTeamsMemberFeeItemBody.safeParse({ ...pct, value: 1.0001 }).error?.issues[0]?.message).toBe('Value must be at most 100.');
    expect(createTeamsMemberFeeItemBody.safeParse({ ...base, value: 0.5 }).error?.issues[0]?.message).toBe('Value must be a whole number.');
    expect(createTeamsMemberFeeItemBody.safeParse({ ...pct, frequency: 'yearly', value: 0.1 }).error?.issues[0]?.message).toBe(
      'Frequency is not available for Percentage.',
    );
    expect(createTeamsMemberFeeItemBody.safeParse({ ...base, teamsMemberFeeId: '' }).error?.issues[0]?.message).toBe('teamsMemberFeeId is required.');
  });
});

describe('editing a member\'s fee list (§4)', () => {
  const saved = (id: string): TeamsMemberFeeItem => ({
    teamsMemberFeeItemId: id,
    teamsMemberFeeId: 'tmf-1',
    position: 'bottom',
    type: 'percentage',
    frequency: 'per_transaction',
    feeFor: 'AGENT',
    value: 0.08,
    nextChargeAt: null,
    startAt: '2026-01-01',
    endAt: null,
    status: 'PUBLISH',
  });
  const added = feeItemFromForm(newFeeItem.parse({ feeFor: 'OFFICE', type: 'amount', value: 500000, frequency: 'quarterly', startAt: '2026-11-30' }), {
    teamsMemberFeeId: 'tmf-1',
  });

  it('keeps new fees locally, flagged new; removing a saved one queues it, a new one is just dropped', () => {
    let draft = feeListDraft([saved('a'), saved('b')]);
    expect(draft.items.map((i) => [i.teamsMemberFeeItemId, i.isNew])).toEqual([
      ['a', false],
      ['b', false],
    ]);
    draft = withFeeAdded(draft, added, 'new-1');
    draft = withFeeAdded(draft, added, 'new-2');
    draft = withFeeRemoved(draft, 'a');
    draft = withFeeRemoved(draft, 'new-1');
    draft = withFeeRemoved(draft, 'missing');
    expect(draft.items.map((i) => [i.teamsMemberFeeItemId, i.isNew])).toEqual([
      ['b', false],
      ['new-2', true],
    ]);
    expect(draft.removedIds).toEqual(['a']);

    const plan = feeSavePlan(draft);
    expect(plan.remove).toEqual(['a']);
    expect(plan.create).toEqual([
      {
        teamsMemberFeeId: 'tmf-1',
        position: 'bottom',
        type: 'amount',
        frequency: 'quarterly',
        feeFor: 'OFFICE',
        value: 500000,
        nextChargeAt: '2027-02-28',
        startAt: '2026-11-30',
        endAt: null,
        status: 'PUBLISH',
      },
    ]);
    expect(createTeamsMemberFeeItemBody.parse(plan.create[0])).toEqual(plan.create[0]);
  });

  it('nothing to save when nothing changed', () => {
    expect(feeSavePlan(feeListDraft([saved('a')]))).toEqual({ create: [], remove: [] });
  });

  it("an emptied list: 'Fee can't be empty!'", () => {
    expect(feeListRefusal(withFeeRemoved(feeListDraft([saved('a')]), 'a').items)).toBe("Fee can't be empty!");
    expect(feeListRefusal([saved('a')])).toBeNull();
  });

  it('after a transfer the whole list goes to teams-member-fees for the new group member', () => {
    const body = createTeamsMemberFeesBodyFrom({ groupMemberId: 'gm-2', userId: 'u-1', employeeId: 'e-1' }, [saved('a'), { ...added, teamsMemberFeeItemId: 'new-1' }]);
    expect(createTeamsMemberFeesBody.parse(body)).toEqual(body);
    expect(body.teamsMemberFeeItems[1]).toEqual({
      feeFor: 'OFFICE',
      type: 'amount',
      value: 500000,
      frequency: 'quarterly',
      nextChargeAt: '2027-02-28',
      startAt: '2026-11-30',
      endAt: null,
    });
    expect(Object.keys(createFeeItemBody(saved('a')))).not.toContain('teamsMemberFeeItemId');
  });
});
