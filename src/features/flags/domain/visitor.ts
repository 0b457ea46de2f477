/**
 * The anonymous visitor id that buckets experiments (ab_test_*). It is created only after the
 * visitor accepts cookies (LGPD); before that every visitor sees the control variation.
 */
export const visitorCookie = "vw_visitor_id";
