// Expressions: casts of every form, sizeof/alignof/noexcept/typeid,
// sizeof..., throw, conditional, comma, three-way comparison, braced
// initialisation, designated initialisers, member pointers, literals.
struct pt { int x, y; };
namespace std { class type_info; }
template <typename... Ts> int count(Ts... ts) {
    return sizeof...(Ts) + sizeof...(ts);
}
int exprs(int a, double d, pt *p, int pt::*mp) {
    int r = static_cast<int>(d) + (int)d + int(d) + int{3} + reinterpret_cast<long>(p) % 7;
    r += const_cast<const pt *>(p)->x + sizeof(pt) + sizeof r + alignof(double);
    bool b = noexcept(exprs(a, d, p, mp)) && (a <=> r) < 0;
    const std::type_info &ti = typeid(pt);
    pt q{.x = 1, .y = 2};
    pt arr[] = {{1, 2}, {3, 4}};
    r = b ? a : (a, r);
    r = p->*mp + q.*mp + arr[1].y;
    r <<= 1; r >>= 2; r = r >> 1 >= 0;
    if (r < 0) throw r;
    char c = u8'x'; const char *s = "a" "b" R"(raw\n)"; wchar_t w = L'w';
    unsigned long long big = 0x1p3 + 1'000'000ull + 0b1010 + .5e-3f;
    return r + c + *s + w + big + (void)0, r;
}
