"""Reads .docx files the way an independent program would and prints what it found as JSON.

python-docx reads the body, the highlighted runs, the footer and the core properties;
the custom properties (which python-docx does not expose) are read from docProps/custom.xml
with the standard library's zipfile and ElementTree.
"""
import json
import sys
import xml.etree.ElementTree as ElementTree
import zipfile

import docx
from docx.enum.text import WD_COLOR_INDEX

CUSTOM = "{http://schemas.openxmlformats.org/officeDocument/2006/custom-properties}"
VARIANT = "{http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes}"


def custom_properties(path):
    with zipfile.ZipFile(path) as package:
        root = ElementTree.fromstring(package.read("docProps/custom.xml"))
    return {
        prop.get("name"): prop.find(VARIANT + "lpwstr").text or ""
        for prop in root.findall(CUSTOM + "property")
    }


def read(path):
    document = docx.Document(path)
    highlighted = [
        run.text
        for paragraph in document.paragraphs
        for run in paragraph.runs
        if run.font.highlight_color == WD_COLOR_INDEX.YELLOW
    ]
    return {
        "title": document.core_properties.title,
        "paragraphs": [paragraph.text for paragraph in document.paragraphs],
        "highlighted": highlighted,
        "footer": [paragraph.text for paragraph in document.sections[0].footer.paragraphs],
        "custom": custom_properties(path),
    }


print(json.dumps({path: read(path) for path in sys.argv[1:]}, ensure_ascii=False))
