/** spec workflow-enterprise-embedding 9: dates are YYYY-MM-DD (the date and date range widgets' default format). */
export const DATE_FORMAT = 'YYYY-MM-DD';
