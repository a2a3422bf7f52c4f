/* Parses each .ics file given with libical (Evolution's engine) and prints one line per
 * VEVENT: UID, DTSTART in UTC (converted through the VTIMEZONE embedded in the file, not
 * libical's own zone database), STATUS, SEQUENCE and SUMMARY, tab-separated. Exits 1 when a
 * file does not parse, carries a parse error, or fails libical's check of the properties
 * each component must have. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    char *text = malloc((size_t)size + 1);
    size_t read = fread(text, 1, (size_t)size, file);
    text[read] = '\0';
    fclose(file);
    return text;
}

static int report_errors(const char *path, icalcomponent *component) {
    int errors = 0;
    for (icalproperty *error = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY); error;
         error = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
        fprintf(stderr, "%s: %s\n", path, icalproperty_get_xlicerror(error));
        errors++;
    }
    for (icalcomponent *child = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); child;
         child = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)) {
        errors += report_errors(path, child);
    }
    return errors;
}

static int check(const char *path) {
    char *text = read_file(path);
    if (!text) { fprintf(stderr, "%s: cannot read\n", path); return 1; }
    icalcomponent *calendar = icalparser_parse_string(text);
    free(text);
    if (!calendar || icalcomponent_isa(calendar) != ICAL_VCALENDAR_COMPONENT) {
        fprintf(stderr, "%s: not a VCALENDAR\n", path);
        return 1;
    }
    int failed = 0;
    if (!icalrestriction_check(calendar)) failed = 1;
    if (report_errors(path, calendar) > 0) failed = 1;

    icaltimezone *utc = icaltimezone_get_utc_timezone();
    for (icalcomponent *event = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT); event;
         event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
        icalproperty *start = icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY);
        if (!start) { fprintf(stderr, "%s: VEVENT without DTSTART\n", path); failed = 1; continue; }
        struct icaltimetype time = icalproperty_get_dtstart(start);
        char utc_text[32];
        if (time.is_date) {
            snprintf(utc_text, sizeof utc_text, "%04d%02d%02d", time.year, time.month, time.day);
        } else {
            icalparameter *tzid = icalproperty_get_first_parameter(start, ICAL_TZID_PARAMETER);
            icaltimezone *zone = tzid ? icalcomponent_get_timezone(calendar, icalparameter_get_tzid(tzid)) : NULL;
            if (tzid && !zone) {
                fprintf(stderr, "%s: no VTIMEZONE for %s\n", path, icalparameter_get_tzid(tzid));
                failed = 1;
                continue;
            }
            if (zone) time = icaltime_set_timezone(&time, zone);
            struct icaltimetype converted = icaltime_convert_to_zone(time, utc);
            snprintf(utc_text, sizeof utc_text, "%04d%02d%02dT%02d%02d%02dZ", converted.year, converted.month,
                     converted.day, converted.hour, converted.minute, converted.second);
        }
        icalproperty *status = icalcomponent_get_first_property(event, ICAL_STATUS_PROPERTY);
        const char *summary = icalcomponent_get_summary(event);
        printf("%s\t%s\t%s\t%d\t%s\n", icalcomponent_get_uid(event), utc_text,
               status ? icalproperty_status_to_string(icalproperty_get_status(status)) : "",
               icalcomponent_get_sequence(event), summary ? summary : "");
    }
    icalcomponent_free(calendar);
    return failed;
}

int main(int argc, char **argv) {
    int failed = 0;
    for (int index = 1; index < argc; index++) failed |= check(argv[index]);
    return failed;
}
