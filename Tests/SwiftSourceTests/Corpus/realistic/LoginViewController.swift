import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User)
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: LoginViewControllerDelegate?

    private let scrollView = UIScrollView()
    private let titleLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(configuration: .filled())
    private let errorLabel = UILabel()
    private var bottomConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = -4
        paragraph.alignment = .center
        titleLabel.attributedText = NSAttributedString(string: "Welcome\nback", attributes: [
            .font: UIFont.systemFont(ofSize: 40, weight: .black),
            .kern: -1.0,
            .paragraphStyle: paragraph,
        ])
        titleLabel.numberOfLines = 2

        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.delegate = self
        }
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.cornerStyle = .large
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        signInButton.configuration = configuration
        signInButton.addAction(UIAction { [unowned self] _ in self.signIn() }, for: .touchUpInside)

        errorLabel.font = UIFont.systemFont(ofSize: 12)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, errorLabel, signInButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.setCustomSpacing(32, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)

        bottomConstraint = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomConstraint!,
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 48),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -24),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
            signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        bottomConstraint?.constant = -overlap
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signIn()
        }
        return true
    }

    private func signIn() {
        let email = emailField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard email.wholeMatch(of: /[^@\s]+@[^@\s]+\.[a-z]{2,}/) != nil else {
            errorLabel.text = "Enter a valid email address."
            return
        }
        errorLabel.text = nil
        delegate?.loginViewController(self, didSignInAs: User(id: UUID(), displayName: email, handle: String(email.prefix { $0 != "@" })))
    }
}
