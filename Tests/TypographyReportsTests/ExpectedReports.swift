/// The exact reports of `ReportFixtures.report`, one per format (reviewed by hand).
enum ExpectedReports {
    static let xcode = #"""
        Sources/A.swift:4:7: note: Size 9 pt is below 11 pt [below-minimum-size]
        Sources/A.swift:12:18: error: Fixed size 17 pt does not scale; use .body [fixed-font-size]
        Sources/B.swift:9:3: warning: Thin weight on 15 pt text [thin-weight]

        """#
    static let json = #"""
        {
          "version": 1,
          "tool": {
            "name": "typecase",
            "version": "0.1.0"
          },
          "findings": [
            {
              "rule": "below-minimum-size",
              "severity": "note",
              "path": "Sources/A.swift",
              "line": 4,
              "column": 7,
              "message": "Size 9 pt is below 11 pt"
            },
            {
              "rule": "fixed-font-size",
              "severity": "error",
              "path": "Sources/A.swift",
              "line": 12,
              "column": 18,
              "message": "Fixed size 17 pt does not scale; use .body",
              "fix": {
                "summary": ".system(size: 17) → .body",
                "exact": true,
                "edits": [
                  {
                    "start": 305,
                    "end": 323,
                    "replacement": ".body"
                  }
                ]
              }
            },
            {
              "rule": "thin-weight",
              "severity": "warning",
              "path": "Sources/B.swift",
              "line": 9,
              "column": 3,
              "message": "Thin weight on 15 pt text"
            }
          ],
          "summary": {
            "filesAudited": 5,
            "filesWithFindings": 2,
            "findings": 3,
            "errors": 1,
            "warnings": 1,
            "notes": 1,
            "rules": {
              "below-minimum-size": 1,
              "fixed-font-size": 1,
              "thin-weight": 1
            }
          }
        }

        """#
    static let sarif = #"""
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "typecase",
                  "version": "0.1.0",
                  "rules": [
                    {
                      "id": "fixed-font-size",
                      "name": "Fixed font size",
                      "shortDescription": {
                        "text": "Fixed font size"
                      },
                      "fullDescription": {
                        "text": "Text should scale with Dynamic Type."
                      },
                      "help": {
                        "text": "Text should scale with Dynamic Type.\n\nReported:\nText(\"a\").font(.system(size: 17))\n\nNot reported:\nText(\"a\").font(.body)",
                        "markdown": "Text should scale with Dynamic Type.\n\nReported:\n\n```swift\nText(\"a\").font(.system(size: 17))\n```\n\nNot reported:\n\n```swift\nText(\"a\").font(.body)\n```"
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      }
                    },
                    {
                      "id": "thin-weight",
                      "name": "Thin weight",
                      "shortDescription": {
                        "text": "Thin weight"
                      },
                      "fullDescription": {
                        "text": "Thin weights are hard to read at small sizes."
                      },
                      "help": {
                        "text": "Thin weights are hard to read at small sizes.\n\nReported:\nText(\"a\").fontWeight(.thin)\n\nNot reported:\nText(\"a\").font(.largeTitle.weight(.thin))",
                        "markdown": "Thin weights are hard to read at small sizes.\n\nReported:\n\n```swift\nText(\"a\").fontWeight(.thin)\n```\n\nNot reported:\n\n```swift\nText(\"a\").font(.largeTitle.weight(.thin))\n```"
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      }
                    }
                  ]
                }
              },
              "columnKind": "utf16CodeUnits",
              "results": [
                {
                  "ruleId": "below-minimum-size",
                  "level": "note",
                  "message": {
                    "text": "Size 9 pt is below 11 pt"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/A.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 4,
                          "startColumn": 7
                        }
                      }
                    }
                  ]
                },
                {
                  "ruleId": "fixed-font-size",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "Fixed size 17 pt does not scale; use .body"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/A.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 12,
                          "startColumn": 18
                        }
                      }
                    }
                  ],
                  "fixes": [
                    {
                      "description": {
                        "text": ".system(size: 17) → .body"
                      },
                      "artifactChanges": [
                        {
                          "artifactLocation": {
                            "uri": "Sources/A.swift",
                            "uriBaseId": "%SRCROOT%"
                          },
                          "replacements": [
                            {
                              "deletedRegion": {
                                "byteOffset": 305,
                                "byteLength": 18
                              },
                              "insertedContent": {
                                "text": ".body"
                              }
                            }
                          ]
                        }
                      ]
                    }
                  ]
                },
                {
                  "ruleId": "thin-weight",
                  "ruleIndex": 1,
                  "level": "warning",
                  "message": {
                    "text": "Thin weight on 15 pt text"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "Sources/B.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 9,
                          "startColumn": 3
                        }
                      }
                    }
                  ]
                }
              ]
            }
          ]
        }

        """#
    static let github = #"""
        ::notice file=Sources/A.swift,line=4,col=7,title=below-minimum-size::Size 9 pt is below 11 pt
        ::error file=Sources/A.swift,line=12,col=18,title=Fixed font size (fixed-font-size)::Fixed size 17 pt does not scale; use .body
        ::warning file=Sources/B.swift,line=9,col=3,title=Thin weight (thin-weight)::Thin weight on 15 pt text

        """#
    static let markdown = #"""
        # typecase audit

        3 findings in 2 files (5 audited): 1 error, 1 warning, 1 note.

        ## By rule

        | Rule | Severity | Findings |
        | --- | --- | ---: |
        | `below-minimum-size` | note | 1 |
        | `fixed-font-size` Fixed font size | error | 1 |
        | `thin-weight` Thin weight | warning | 1 |

        ## By file

        | File | Errors | Warnings | Notes | Total |
        | --- | ---: | ---: | ---: | ---: |
        | Sources/A.swift | 1 | 0 | 1 | 2 |
        | Sources/B.swift | 0 | 1 | 0 | 1 |

        ## Findings

        - `Sources/A.swift:4:7` **note** `below-minimum-size`: Size 9 pt is below 11 pt
        - `Sources/A.swift:12:18` **error** `fixed-font-size`: Fixed size 17 pt does not scale; use .body
        - `Sources/B.swift:9:3` **warning** `thin-weight`: Thin weight on 15 pt text

        """#
}
