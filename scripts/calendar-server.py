#!/usr/bin/python3
"""A CalDAV and CardDAV server and client for the tests of oshi's vdirs (VdirSyncTests).

Run with Debian's python3, which has Radicale, python3-caldav and python3-icalendar:

    calendar-server.py serve FOLDER   Radicale on 127.0.0.1, in the background, storing in
                                      FOLDER; prints its URL once it answers
    calendar-server.py stop FOLDER    ends that server
    calendar-server.py mkcalendar URL          makes the calendar collection at URL
    calendar-server.py expand URL START END    every occurrence from START to END (YYYY-MM-DD, END
                                      excluded) of every event, as JSON lines
                                      {"uid": …, "date": …}, expanded by python caldav
    calendar-server.py uids URL                the UID of every event on the server, one a line
    calendar-server.py mkaddressbook URL       makes the address book collection at URL
    calendar-server.py put URL FILE            stores FILE (a vCard) at URL, as a phone does
    calendar-server.py delete URL              deletes the item at URL, as a phone does
    calendar-server.py edit URL UID SUMMARY LOCATION
                                      edits the event UID of the calendar at URL as a
                                      phone does: a new SUMMARY and a LOCATION, the rest
                                      kept as the server has it
    calendar-server.py remove URL UID          deletes the event UID of the calendar at URL
    calendar-server.py event URL UID           the event UID's SUMMARY, LOCATION and
                                      SEQUENCE on the server, as a JSON object

Nothing here listens on or reaches anything but 127.0.0.1. Radicale runs without
authentication: any user name and password are taken.
"""
import datetime
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request


def serve(folder):
    """Starts Radicale in the background, and prints its URL once it answers.

    The server runs in a session of its own with no standard streams of the caller's, so
    that the caller's pipes close when this script ends; `stop FOLDER` ends it.
    """
    os.makedirs(folder, exist_ok=True)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{port}",
         "--storage-filesystem-folder", os.path.join(folder, "collections"),
         "--auth-type", "none", "--logging-level", "warning"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    with open(os.path.join(folder, "radicale.pid"), "w") as pid:
        pid.write(str(server.pid))
    url = f"http://127.0.0.1:{port}/"
    for _ in range(400):
        try:
            urllib.request.urlopen(url, timeout=1)
            break
        except OSError as error:
            if getattr(error, "code", None):
                break
            if server.poll() is not None:
                sys.exit(f"Radicale exited with status {server.returncode}")
            time.sleep(0.05)
    else:
        server.terminate()
        sys.exit("Radicale did not answer in 20 seconds")
    print(url, flush=True)


def stop(folder):
    """Ends the server that `serve FOLDER` started.

    SIGKILL, not SIGTERM: a test runner may start this script with SIGTERM blocked, which
    the server inherits, and its folder is thrown away with the test's.
    """
    with open(os.path.join(folder, "radicale.pid")) as pid:
        os.kill(int(pid.read()), signal.SIGKILL)


def client(url):
    """A client of the server that serves url, as the user fan."""
    import caldav
    import urllib.parse
    root = urllib.parse.urlsplit(url)._replace(path="/", query="", fragment="").geturl()
    return caldav.DAVClient(url=root, username="fan", password="secret")


def calendar(url):
    from caldav.objects import Calendar
    return Calendar(client=client(url), url=url)


def mkcalendar(url):
    """Makes the calendar URL names, below the user's principal (Radicale's /fan/)."""
    name = url.rstrip("/").rsplit("/", 1)[1]
    client(url).principal().make_calendar(name=name, cal_id=name)


def request(method, url, body=None, headers=None):
    """An HTTP request to the server as the user fan; returns the status."""
    import base64
    sent = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    sent.add_header("Authorization", "Basic " + base64.b64encode(b"fan:secret").decode())
    with urllib.request.urlopen(sent, timeout=10) as answer:
        return answer.status


def mkaddressbook(url):
    """Makes the address book URL names, below the user's principal (Radicale's /fan/)."""
    import urllib.parse
    principal = urllib.parse.urljoin(url, "..")
    # Radicale makes a user's principal collection when the user first asks for it.
    request("PROPFIND", principal, headers={"Depth": "0"})
    body = b"""<?xml version="1.0" encoding="utf-8"?>
<mkcol xmlns="DAV:" xmlns:CR="urn:ietf:params:xml:ns:carddav">
  <set><prop>
    <resourcetype><collection/><CR:addressbook/></resourcetype>
    <displayname>oshi</displayname>
  </prop></set>
</mkcol>"""
    request("MKCOL", url, body, {"Content-Type": "application/xml; charset=utf-8"})


def put(url, file):
    with open(file, "rb") as card:
        request("PUT", url, card.read(), {"Content-Type": "text/vcard; charset=utf-8"})


def delete(url):
    request("DELETE", url)


def day(text):
    return datetime.datetime.strptime(text, "%Y-%m-%d")


def expand(url, start, end):
    found = calendar(url).date_search(start=day(start), end=day(end), expand=True)
    rows = []
    for event in found:
        for component in event.icalendar_instance.walk("VEVENT"):
            start_date = component.get("DTSTART").dt
            if isinstance(start_date, datetime.datetime):
                start_date = start_date.date()
            rows.append({"uid": str(component.get("UID")), "date": start_date.isoformat()})
    for row in sorted(rows, key=lambda row: (row["uid"], row["date"])):
        print(json.dumps(row))


def uids(url):
    names = []
    for event in calendar(url).events():
        for component in event.icalendar_instance.walk("VEVENT"):
            names.append(str(component.get("UID")))
    for name in sorted(set(names)):
        print(name)


def event_by_uid(url, uid):
    return calendar(url).event_by_uid(uid)


def edit(url, uid, summary, location):
    import icalendar
    found = event_by_uid(url, uid)
    parsed = icalendar.Calendar.from_ical(found.data)
    for component in parsed.walk("VEVENT"):
        component["SUMMARY"] = icalendar.vText(summary)
        component["LOCATION"] = icalendar.vText(location)
    found.data = parsed.to_ical().decode("utf-8")
    found.save()


def remove(url, uid):
    event_by_uid(url, uid).delete()


def event(url, uid):
    import icalendar
    parsed = icalendar.Calendar.from_ical(event_by_uid(url, uid).data)
    for component in parsed.walk("VEVENT"):
        sequence = component.get("SEQUENCE")
        print(json.dumps({
            "summary": str(component.get("SUMMARY")),
            "location": None if component.get("LOCATION") is None else str(component["LOCATION"]),
            "sequence": None if sequence is None else int(sequence)}))


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"serve": serve, "stop": stop, "mkcalendar": mkcalendar, "expand": expand, "uids": uids,
     "mkaddressbook": mkaddressbook, "put": put, "delete": delete, "edit": edit,
     "remove": remove, "event": event}[command](*arguments)
