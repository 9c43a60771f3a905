// Concepts, requires-clauses (leading and trailing), requires-expressions
// with simple, type, compound and nested requirements, constrained
// parameters and abbreviated function templates.
template <typename T> concept integral_like = __is_integral(T);
template <typename T> concept addable = requires(T a, T b) {
    a + b;
    typename T::value_type;
    { a + b } noexcept -> integral_like;
    requires sizeof(T) >= 4;
};
template <typename T> requires integral_like<T> && (sizeof(T) > 1) T half(T x) { return x / 2; }
template <typename T> T third(T x) requires integral_like<T> { return x / 3; }
template <integral_like T, integral_like auto N> struct fixed {};
void takes(integral_like auto x, addable auto const &y);
template <typename T> constexpr bool check = requires { T::size; };
