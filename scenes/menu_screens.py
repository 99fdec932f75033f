"""The screens the main menu opens, in one place: the menu imports this module when the first of them
is opened (its first frame waits for none of them), and every screen comes with it."""
from scenes.dialogs import Dialog, DialogButton
from scenes.join import JoinScene
from scenes.load import LoadScene, open_save
from scenes.new_game import open_new_game
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.stats_scene import StatsScene

__all__ = ["Dialog", "DialogButton", "JoinScene", "LoadScene", "RulesScene", "SettingsScene", "StatsScene", "open_new_game",
           "open_save"]
