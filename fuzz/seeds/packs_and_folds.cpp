// Parameter packs in every position, sizeof..., and the four forms of
// fold-expressions over assorted operators (comma included).
template <typename... Bases> struct derived : Bases... {
    derived(const Bases &... bs) : Bases(bs)... {}
};
template <typename... Ts> constexpr unsigned long count = sizeof...(Ts);
template <typename... Ts> auto sum(Ts... xs) { return (xs + ...); }
template <typename... Ts> auto sum0(Ts... xs) { return (0 + ... + xs); }
template <typename... Ts> bool all(Ts... xs) { return (... && xs); }
template <typename... Ts> void each(Ts &... xs) { (..., ++xs); (xs = ... = 0); }
template <typename F, typename... Ts> void call_all(F f, Ts... xs) { (f(xs), ...); }
template <typename... Ts> auto capture(Ts... xs) { return [xs...] { return sizeof...(xs); }; }
template <int... Ns> struct ints {};
template <typename T, T... Vs> int first_of(ints<Vs...>) { return (Vs, ...); }
