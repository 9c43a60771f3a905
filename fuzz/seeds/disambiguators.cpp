// `typename` and `template` disambiguators, `>>` closing two lists,
// `>` inside parentheses in template arguments, and `<` as less-than.
template <typename T> struct outer {
    template <typename U> struct inner { using type = U; };
    template <typename U> static U make() { return U(); }
};
template <typename T> using inner_t = typename outer<T>::template inner<T>::type;
template <typename T> T build() { return outer<T>::template make<T>(); }
template <typename T> struct wrap { T t; };
wrap<wrap<int>> nested;
template <bool B> struct flag {};
flag<(3 > 2)> yes;
flag<sizeof(int) < 8> small;
template <int N = (4 >> 1)> struct half {};
int less(int a, int b) { return a < b && b > a; }
template <typename T> auto get(T &t) -> decltype(t.template get<0>()) { return t.template get<0>(); }
