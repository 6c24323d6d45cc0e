class Clock {
  constructor(hours = 0, minutes = 0) {
    this.total = (((hours * 60 + minutes) % 1440) + 1440) % 1440;
  }
  toString() {
    const pad = (n) => String(n).padStart(2, "0");
    return `${pad(Math.floor(this.total / 60))}:${pad(this.total % 60)}`;
  }
  plus(minutes) {
    return new Clock(0, this.total + minutes);
  }
  minus(minutes) {
    return new Clock(0, this.total - minutes);
  }
  equals(other) {
    return this.total === other.total;
  }
}

module.exports = { Clock };
