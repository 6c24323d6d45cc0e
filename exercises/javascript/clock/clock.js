class Clock {}

module.exports = { Clock };
