// Lambdas: every capture form, init-captures, template lambdas, mutable,
// constexpr, noexcept, attributes, trailing returns, generic parameters,
// immediately invoked, and CUDA-annotated lambdas.
struct C {
    int m;
    auto self() { return [this] { return m; }; }
    auto copy() { return [*this]() mutable { return ++m; }; }
};
int outer = 1;
auto l1 = [] {};
auto l2 = [=, &outer](int x) mutable noexcept -> int { return x + outer; };
auto l3 = [y = outer + 1, &z = outer]() constexpr { return y + z; };
auto l4 = []<typename T>(T a, auto b) requires (sizeof(T) > 0) { return a + b; };
auto l5 = [](auto &&...xs) { return sizeof...(xs); };
int l6 = [](int v) { return v * 2; }(21);
auto l7 = [] __attribute__((device)) (int i) { return i; };
auto l8 = [=] __attribute__((host, device)) (float f) -> float { return f; };
auto l9 = [] [[nodiscard]] () { return 0; };
auto l10 = [&] { return [&] { return outer; }(); };
