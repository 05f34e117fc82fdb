import InterfaceBuilder
import Testing

@Suite struct XMLReaderTests {
    private func read(_ text: String) throws -> XMLTree { try XMLReader.read(Array(text.utf8)) }

    private func error(_ text: String) -> XMLSyntaxError? {
        do {
            _ = try XMLReader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func elementsAttributesAndTheirRanges() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type='x'>
                <label text="A &amp; B" id="L1"><fontDescription key="fontDescription" pointSize="17"/></label>
                <!-- typecase:disable:next fixed-font-size -->
                <view/>
            </document>
            """
        let xml = try read(text)
        #expect(xml.elements.indices.map { xml.name(of: $0) } == ["document", "label", "fontDescription", "view"])
        let label = 1
        #expect(xml.elements[label].parent == 0)
        #expect(xml.elements[2].parent == label)
        #expect(xml.elements[0].subtreeEnd == 4)
        #expect(xml.elements[label].subtreeEnd == 3)
        #expect(Array(xml.children(of: 0)) == [1, 3])
        #expect(xml.value("text", of: label) == "A & B")
        let id = try #require(xml.attribute("id", of: label))
        #expect(xml.text(xml.attributes[id].valueRange) == "L1")
        #expect(xml.text(xml.attributes[id].range) == "id=\"L1\"")
        #expect(xml.text(xml.elements[2].range) == "<fontDescription key=\"fontDescription\" pointSize=\"17\"/>")
        #expect(xml.elements[2].isEmptyElementTag)
        #expect(xml.text(xml.elements[label].range).hasSuffix("</label>"))
        #expect(xml.location(of: xml.elements[label].range.lowerBound) == (3, 5))
        #expect(xml.comments.count == 1)
        #expect(xml.text(xml.comments[0].body) == " typecase:disable:next fixed-font-size ")
        #expect(xml.value("type", of: 0) == "x")
    }

    @Test func referencesCDATAProcessingInstructionsAndDoctype() throws {
        let xml = try read("""
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <a b="&#60;&#x3E;&quot;&apos;&lt;&gt;" c="line&#10;break" d="tab\there">
              <?target data?>
              <![CDATA[ <not> & markup ]]>
              text &amp; more
            </a>
            """)
        #expect(xml.value("b", of: 0) == "<>\"'<>")
        #expect(xml.value("c", of: 0) == "line\nbreak")
        #expect(xml.value("d", of: 0) == "tab here")
        #expect(xml.elements.count == 1)
    }

    @Test func malformedInputNamesLineAndColumn() {
        #expect(error("<a>\n  <b></a>")?.description == "2:6: mismatched end tag </a>: expected </b> (opened at 2:3)")
        #expect(error("<a x=\"1\" x=\"2\"/>")?.description == "1:10: attribute 'x' written twice")
        #expect(error("<a x=1/>")?.message == "expected a quoted value for attribute 'x'")
        #expect(error("<a>&nbsp;</a>")?.message.hasPrefix("'&' starts no known reference") == true)
        #expect(error("<a>\n<b>")?.description == "2:4: the document ends inside <b> (opened at 2:1)")
        #expect(error("<a/><b/>")?.message == "a second root element")
        #expect(error("")?.message == "no root element")
        #expect(error("<a><!-- x </a>")?.message == "unterminated comment")
        #expect(error("<a x=\"<\"/>")?.message == "'<' in the value of attribute 'x'")
        #expect(error("<a/>junk")?.message == "text after the root element")
        #expect(error("<a><![CDATA[x</a>")?.message == "unterminated CDATA section")
        #expect(error("<a>&#0;</a>") != nil)
    }

    @Test func everyTruncationOfADocumentReadsOrFails() throws {
        let bytes = Array(FixtureDocuments.storyboard.utf8)
        #expect((try? XMLReader.read(bytes)) != nil)
        for length in stride(from: 0, to: bytes.count, by: 7) {
            // Each prefix either reads (it cannot: the root is open) or fails with a location inside it.
            do {
                _ = try XMLReader.read(Array(bytes[..<length]))
                Issue.record("a truncated document read as well-formed at \(length)")
            } catch {
                #expect(error.offset <= length)
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test func randomMutationsNeverCrash() {
        var random = SplitMix(state: 12)
        let base = Array(FixtureDocuments.storyboard.utf8)
        let pieces: [[UInt8]] = ["<", ">", "/>", "\"", "'", "&", "&amp;", "&#", "<!--", "-->", "<![CDATA[", "]]>", "<?",
                                 "?>", "=", " ", "\n", "</label>", "<label", "\u{0}", "é", "\u{FF}"].map { Array($0.utf8) }
        for _ in 0..<400 {
            var bytes = base
            for _ in 0..<(1 + random.below(6)) {
                let position = random.below(bytes.count + 1)
                switch random.below(3) {
                case 0: bytes.insert(contentsOf: pieces[random.below(pieces.count)], at: position)
                case 1: if position < bytes.count { bytes.remove(at: position) }
                default: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.below(256)) }
                }
            }
            if let xml = try? XMLReader.read(bytes) {
                _ = try? InterfaceBuilderDocument(xml: xml)
            }
        }
    }
}

/// A deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return bound <= 1 ? 0 : Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
