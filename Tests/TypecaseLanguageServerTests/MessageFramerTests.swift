import Foundation
import Testing
@testable import TypecaseLanguageServer

@Suite struct MessageFramerTests {
    private func frame(_ text: String) -> Data { MessageFramer.frame(Data(text.utf8)) }

    @Test func messagesSplitAnywhereAndRunTogetherComeOutWhole() {
        let stream = frame("{\"a\":1}") + frame("{\"b\":\"ü\"}")
        for cut in 0...stream.count {
            var framer = MessageFramer()
            var items: [MessageFramer.Item] = []
            framer.append(stream.prefix(cut))
            while let item = framer.next() { items.append(item) }
            framer.append(stream.dropFirst(cut))
            while let item = framer.next() { items.append(item) }
            #expect(items == [.message(Data("{\"a\":1}".utf8)), .message(Data("{\"b\":\"ü\"}".utf8))], "cut at \(cut)")
        }
    }

    @Test func otherHeadersAreIgnoredAndTheNameIsCaseInsensitive() {
        var framer = MessageFramer()
        framer.append(Data("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func aHeaderWithoutALengthIsAnErrorAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        framer.append(Data("Content-Length: twelve\r\n\r\n".utf8) + frame("{}"))
        guard case .error(let message)? = framer.next() else { Issue.record("expected an error"); return }
        #expect(message.contains("Content-Length"))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func aBodyOverTheLimitIsSkippedAsItArrivesThenTheStreamGoesOn() {
        var framer = MessageFramer(maximumBodySize: 10)
        framer.append(Data("Content-Length: 25\r\n\r\n0123456789".utf8))
        guard case .error(let message)? = framer.next() else { Issue.record("expected an error"); return }
        #expect(message.contains("25 bytes"))
        framer.append(Data("012345678901234".utf8) + frame("{}"))
        #expect(framer.next() == .message(Data("{}".utf8)))
        #expect(framer.next() == nil)
    }

    @Test func anEndlessHeaderIsDropped() {
        var framer = MessageFramer(maximumHeaderSize: 16)
        framer.append(Data(repeating: UInt8(ascii: "x"), count: 40))
        guard case .error? = framer.next() else { Issue.record("expected an error"); return }
        framer.append(frame("{}"))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }
}
