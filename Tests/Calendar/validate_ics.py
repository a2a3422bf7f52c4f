#!/usr/bin/env python3
"""Reads .ics files with three programs that share no code with Arkivator's writer, nor with
each other: the icalendar package, libical (through check_libical.c, compiled here) and the
khal calendar (imported into a throwaway vdir, then listed). Every timed start is converted
to UTC through the file's own VTIMEZONE by icalendar and by libical and compared with what the
system's zone database says; khal must list each event at the local time the file gives.

Prints, as JSON, what the readers agreed each event is (by file, then UID): the Swift tests
assert on it. Exits 1, naming every disagreement, when a reader refuses a file or the readers
differ.

    validate_ics.py FILE.ics...
"""
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zoneinfo

import icalendar

HERE = os.path.dirname(os.path.abspath(__file__))
problems = []


def check_layout(path, data):
    """RFC 5545 §3.1: CRLF after every line, at most 75 octets each, and (ours) no line that
    ends inside a character's UTF-8 sequence."""
    if not data.endswith(b"\r\n"):
        problems.append(f"{path}: does not end with CRLF")
    for number, line in enumerate(data.split(b"\r\n")[:-1], 1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"{path}:{number}: a bare line break")
        if len(line) > 75:
            problems.append(f"{path}:{number}: {len(line)} octets")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"{path}:{number}: folded inside a UTF-8 sequence")


def utc_text(moment):
    return moment.astimezone(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def read_with_icalendar(path, data):
    calendar = icalendar.Calendar.from_ical(data)
    for component in calendar.walk():
        for error in getattr(component, "errors", []):
            problems.append(f"{path}: icalendar: {component.name}: {error}")
    # Built from the file's own rules: by default icalendar would look the TZID up instead.
    zones = {str(zone["TZID"]): zone.to_tz(lookup_tzid=False) for zone in calendar.walk("VTIMEZONE")}
    events = {}
    for event in calendar.walk("VEVENT"):
        for required in ("UID", "DTSTAMP", "DTSTART", "SUMMARY"):
            if required not in event:
                problems.append(f"{path}: icalendar: a VEVENT without {required}")
        start_property = event["DTSTART"]
        start = start_property.dt
        facts = {
            "summary": str(event.get("SUMMARY", "")),
            "location": str(event.get("LOCATION", "")),
            "description": str(event.get("DESCRIPTION", "")),
            "status": str(event.get("STATUS", "")),
            "sequence": int(event.get("SEQUENCE", 0)),
            "alarms": sorted(str(alarm["TRIGGER"].to_ical(), "utf-8") for alarm in event.walk("VALARM")),
            "transparent": str(event.get("TRANSP", "")) == "TRANSPARENT",
        }
        if isinstance(start, datetime.datetime):
            tzid = start_property.params.get("TZID")
            if tzid not in zones:
                problems.append(f"{path}: icalendar: DTSTART names {tzid}, which the file does not define")
                continue
            wall = start.replace(tzinfo=None)
            facts["local"] = wall.strftime("%Y-%m-%d %H:%M")
            facts["utc"] = utc_text(wall.replace(tzinfo=zones[tzid]))
            reference = utc_text(wall.replace(tzinfo=zoneinfo.ZoneInfo(tzid)))
            if facts["utc"] != reference:
                problems.append(f"{path}: {event['UID']}: the VTIMEZONE puts it at {facts['utc']}, "
                                f"the zone database at {reference}")
        else:
            facts["date"] = start.strftime("%Y%m%d")
        events[str(event["UID"])] = facts
    return events


def read_with_libical(path, checker):
    run = subprocess.run([checker, path], capture_output=True, text=True)
    if run.returncode != 0:
        problems.append(f"{path}: libical: {run.stderr.strip() or 'refused'}")
    seen = {}
    for line in run.stdout.splitlines():
        uid, start, status, sequence, summary = line.split("\t")
        seen[uid] = {"start": start, "status": status, "sequence": int(sequence), "summary": summary}
    return seen


def read_with_khal(path, folder):
    """The local start times khal lists for the file, by title: khal's list formats have no
    UID."""
    vdir = os.path.join(folder, "vdir", os.path.basename(path))
    os.makedirs(vdir)
    config = os.path.join(folder, os.path.basename(path) + ".conf")
    with open(config, "w", encoding="utf-8") as out:
        out.write(f"""[calendars]
[[arkivator]]
path = {vdir}
type = calendar
[locale]
local_timezone = Europe/Oslo
default_timezone = Europe/Oslo
timeformat = %H:%M
dateformat = %Y-%m-%d
longdateformat = %Y-%m-%d
datetimeformat = %Y-%m-%d %H:%M
longdatetimeformat = %Y-%m-%d %H:%M
[sqlite]
path = {os.path.join(folder, os.path.basename(path) + '.db')}
""")
    # khal runs on the Python it was installed for, not on whichever one runs this script.
    environment = {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", "PYTHONHOME")}
    environment.update(HOME=folder, XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder)
    khal = [shutil.which("khal") or "khal", "-c", config]
    imported = subprocess.run(khal + ["import", "--batch", "-a", "arkivator", path],
                              capture_output=True, text=True, env=environment)
    if imported.returncode != 0:
        problems.append(f"{path}: khal import: {imported.stderr.strip()}")
        return {}
    listed = subprocess.run(khal + ["list", "--format", "{start}\t{title}", "--day-format", "",
                                    "1990-01-01", "2100-01-01"],
                            capture_output=True, text=True, env=environment)
    if listed.returncode != 0:
        problems.append(f"{path}: khal list: {listed.stderr.strip()}")
    shown = {}
    for line in listed.stdout.splitlines():
        if "\t" in line:
            start, title = line.split("\t", 1)
            shown.setdefault(title, []).append(start)
    return shown


def main(paths):
    folder = tempfile.mkdtemp(prefix="validate-ics-")
    checker = os.path.join(folder, "check_libical")
    compiled = subprocess.run(["cc", "-O1", "-o", checker, os.path.join(HERE, "check_libical.c")]
                              + subprocess.run(["pkg-config", "--cflags", "--libs", "libical"],
                                               capture_output=True, text=True, check=True).stdout.split(),
                              capture_output=True, text=True)
    if compiled.returncode != 0:
        sys.exit(f"check_libical.c did not compile: {compiled.stderr}")
    report = {}
    for path in paths:
        with open(path, "rb") as source:
            data = source.read()
        check_layout(path, data)
        try:
            events = read_with_icalendar(path, data)
        except Exception as error:  # a reader's refusal is a finding, and the others still read
            problems.append(f"{path}: icalendar: {error!r}")
            events = {}
        libical = read_with_libical(path, checker)
        khal = read_with_khal(path, folder)
        if set(libical) != set(events):
            problems.append(f"{path}: libical saw {sorted(libical)}, icalendar {sorted(events)}")
        for uid, facts in events.items():
            other = libical.get(uid)
            if other is None:
                continue
            start = facts.get("utc", facts.get("date"))
            if other["start"] != start:
                problems.append(f"{path}: {uid}: libical starts it at {other['start']}, icalendar at {start}")
            if (other["summary"], other["sequence"]) != (facts["summary"], facts["sequence"]):
                problems.append(f"{path}: {uid}: libical read {other['summary']!r} #{other['sequence']}, "
                                f"icalendar {facts['summary']!r} #{facts['sequence']}")
            if other["status"] != facts["status"]:
                problems.append(f"{path}: {uid}: libical status {other['status']}, icalendar {facts['status']}")
            shown = khal.get(facts["summary"])
            facts["khal"] = shown
            if shown is None:
                problems.append(f"{path}: {uid}: khal lists no {facts['summary']!r}")
            elif "local" in facts and facts["local"] not in shown:
                problems.append(f"{path}: {uid}: khal lists it at {shown}, the file at {facts['local']}")
            facts["libicalUTC"] = other["start"]
        report[path] = events
    print(json.dumps(report, ensure_ascii=False, indent=1, sort_keys=True))
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
