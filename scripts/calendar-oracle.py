#!/usr/bin/env python3
"""Writes fixtures/calendars/oracle.json: the occurrences of every fixture calendar, as an independent
implementation computes them, for the tests to compare with (test/gather/calendar/oracle-*.test.ts).

The oracle is python-recurring-ical-events (3.x, with icalendar >= 6 and x-wr-timezone), run once per file in a
fresh process (icalendar caches VTIMEZONEs across files), for each host time zone the tests use. Ranges come from
fixtures/calendars/ranges.json; days are the host zone's. Cancelled instances are left out, as skill does.

  python3 scripts/calendar-oracle.py            # needs: import icalendar, recurring_ical_events, x_wr_timezone

The output is committed; re-run this only when fixtures or ranges change, and say in the commit which versions ran.
"""
import datetime
import json
import os
import subprocess
import sys
import zoneinfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures", "calendars")
ZONES = ["Europe/Berlin", "America/Los_Angeles"]


def instant(value, host):
    if isinstance(value, datetime.datetime):
        aware = value if value.tzinfo else value.replace(tzinfo=host)
        return aware.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def one(path, start, end, zone):
    import warnings
    warnings.simplefilter("ignore")
    import icalendar
    import recurring_ical_events
    host = zoneinfo.ZoneInfo(zone)
    with open(path, "rb") as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    d0 = datetime.date.fromisoformat(start)
    d1 = datetime.date.fromisoformat(end) + datetime.timedelta(days=1)
    span = (datetime.datetime(d0.year, d0.month, d0.day, tzinfo=host), datetime.datetime(d1.year, d1.month, d1.day, tzinfo=host))
    out = []
    for event in recurring_ical_events.of(calendar).between(*span):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        out.append({"summary": str(event.get("SUMMARY", "")), "start": instant(event.start, host), "end": instant(event.end, host)})
    return sorted(out, key=lambda o: (o["start"], o["end"], o["summary"]))


def main():
    if len(sys.argv) == 5:  # child: one file, one zone
        print(json.dumps(one(*sys.argv[1:])))
        return
    import icalendar
    import recurring_ical_events
    with open(os.path.join(FIXTURES, "ranges.json")) as f:
        ranges = json.load(f)
    result = {"_about": os.environ.get("ORACLE_ABOUT", f"recurring-ical-events {getattr(recurring_ical_events, '__version__', '?')}, icalendar {icalendar.__version__}"), "zones": {}}
    for zone in ZONES:
        result["zones"][zone] = {}
        for name, (start, end) in sorted(ranges.items()):
            path = os.path.join(FIXTURES, name)
            try:
                text = subprocess.run([sys.executable, __file__, path, start, end, zone], check=True, capture_output=True, text=True, env={**os.environ, "TZ": zone}).stdout
                result["zones"][zone][name] = json.loads(text)
            except subprocess.CalledProcessError as err:
                result["zones"][zone][name] = {"error": (err.stderr.strip().splitlines() or ["?"])[-1][:200]}
    with open(os.path.join(FIXTURES, "oracle.json"), "w") as f:
        json.dump(result, f, indent=0, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
