/**
 * NODE_ENV defaults to production (README), and libraries read it once when they load: graphql-js, for one,
 * checks every object's class in a slow way unless it is 'production'. Import this module first.
 */
process.env.NODE_ENV ??= 'production';
